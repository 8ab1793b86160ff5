import { Badge } from "#app/components/ui/badge.tsx";

/**
 * What an article is about, as a short list of topics (validated `tags` in its frontmatter). The label is
 * read before the list, as text: a list does not take an aria-label well.
 */
export function PostTags({ tags, label, className }: { tags: string[]; label: string; className?: string }) {
  return (
    <div className={className}>
      <span className="sr-only">{label}: </span>
      <ul data-slot="post-tags" className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Badge variant="outline">{tag}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
