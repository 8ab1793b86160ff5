import { Link } from "#app/components/ui/link.tsx";
import { fillTemplate } from "#app/lib/template.ts";
import { PostTitleText } from "./post-title-text.tsx";

/** "Part of the series …": every part in order, the current one marked, so a reader finds the others. */
export function SeriesNav({
  title,
  label,
  parts,
}: {
  title: string;
  /** e.g. "Part of the series {title}" */
  label: string;
  parts: { path: string; title: string; current: boolean }[];
}) {
  return (
    <nav
      aria-label={fillTemplate(label, { title })}
      className="mb-10 rounded-lg border border-border bg-muted/50 p-5"
    >
      <p className="font-semibold">{fillTemplate(label, { title })}</p>
      <ol className="mt-2 flex list-decimal flex-col gap-1 pl-6 marker:text-muted-foreground">
        {parts.map((part) => (
          <li key={part.path}>
            {part.current ? (
              <span aria-current="page" className="font-medium">
                <PostTitleText title={part.title} />
              </span>
            ) : (
              <Link to={part.path} className="inline-flex min-h-11 items-center py-1">
                <PostTitleText title={part.title} />
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
