import { Link } from "react-router";

/** "Patterns in this article": a link to the library page of every pattern the article describes. */
export function PatternsInArticle({
  title,
  lead,
  patterns,
}: {
  title: string;
  lead: string;
  patterns: { path: string; name: string; summary: string }[];
}) {
  if (patterns.length === 0) return null;
  return (
    <section aria-labelledby="patterns-in-article" className="mt-14 border-t border-border pt-8">
      <h2 id="patterns-in-article" className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-2 text-muted-foreground">{lead}</p>
      <ul className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {patterns.map((pattern) => (
          <li key={pattern.path}>
            <Link to={pattern.path} className="inline-flex min-h-11 items-center font-semibold">
              {pattern.name}
            </Link>
            <p className="text-[0.9375rem] text-muted-foreground">{pattern.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
