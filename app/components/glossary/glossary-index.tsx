import { useId } from "react";
import type { GlossaryTerm } from "#app/content/schemas.ts";

/** Links to the anchors of the terms currently listed; following one opens that term. */
export function GlossaryIndex({
  title,
  terms,
  onSelect,
}: {
  title: string;
  terms: readonly GlossaryTerm[];
  onSelect: (id: string) => void;
}) {
  const headingId = useId();
  if (terms.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-3 flex list-none flex-col p-0">
        {terms.map((term) => (
          <li key={term.id}>
            <a
              href={`#${term.id}`}
              onClick={() => onSelect(term.id)}
              className="flex min-h-11 items-center rounded-sm py-1 no-underline hover:underline"
            >
              {term.term}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
