import { Icon } from "#app/components/icon.tsx";
import type { GlossaryTerm } from "#app/content/schemas.ts";

/**
 * The term index on screens narrower than the two-column layout (GlossaryIndex is the wide
 * one): a native disclosure, closed so the terms stay near the top, that opens onto a wrapped
 * list of links to each listed term's anchor. Without JavaScript the disclosure and the anchors
 * work as they are; with it, following a link also opens the term. The list stays open after a
 * jump: closing it would pull the chosen term up under the header on browsers without scroll
 * anchoring.
 */
export function GlossaryPhoneIndex({
  title,
  label,
  terms,
  onSelect,
}: {
  title: string;
  /**
   * The landmark's name. Both indexes are in the HTML (CSS shows one per width), so landmark
   * names must differ; the visible summary still reads `title`.
   */
  label: string;
  terms: readonly GlossaryTerm[];
  onSelect: (id: string) => void;
}) {
  if (terms.length === 0) return null;
  return (
    <nav aria-label={label} className="mt-2 mb-6 lg:hidden">
      <details className="group rounded-lg border border-border bg-card">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 font-semibold [&::-webkit-details-marker]:hidden">
          {title}
          <Icon
            name="chevron-down"
            className="size-5 text-primary transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <ul className="flex list-none flex-wrap gap-2 px-4 pt-1 pb-4">
          {terms.map((term) => (
            <li key={term.id}>
              <a
                href={`#${term.id}`}
                onClick={() => onSelect(term.id)}
                className="inline-flex min-h-11 items-center rounded-full border border-border bg-background px-4 no-underline hover:border-primary hover:underline"
              >
                {term.term}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
