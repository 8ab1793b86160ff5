import { Link } from "#app/components/ui/link.tsx";

/**
 * "Patterns in this article": a link to the library page of every pattern the article describes. Names
 * only (the pages say the rest): an article's page ships its loader data, and the longest is near its budget.
 */
export function PatternsInArticle({
  title,
  lead,
  patterns,
}: {
  title: string;
  lead: string;
  patterns: { path: string; name: string }[];
}) {
  if (patterns.length === 0) return null;
  return (
    <section aria-labelledby="patterns-in-article" className="mt-14 border-t border-border pt-8">
      <h2 id="patterns-in-article" className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-2 text-muted-foreground">{lead}</p>
      <ul className="mt-3 grid gap-x-6 sm:grid-cols-2">
        {patterns.map((pattern) => (
          <li key={pattern.path}>
            <Link to={pattern.path} className="inline-flex min-h-11 items-center font-semibold">
              {pattern.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
