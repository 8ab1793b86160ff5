import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";

/** What an article is about, as a short list of topics (validated `tags` in its frontmatter). */
export function PostTags({ tags, label, className }: { tags: string[]; label?: string; className?: string }) {
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="outline">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
