import { useId } from "react";
import type { Reference } from "#app/content/schemas.ts";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { ReferenceCitation } from "#app/components/shared/reference-citation.tsx";

/**
 * A compact list of the sources behind a page's claims; each title links to the publication. `id` gives
 * its heading an anchor of its own (the guide's references, /guide#references).
 */
export function SourceList({
  references,
  text,
  id,
}: {
  references: readonly Reference[];
  text: { title: string; lead: string };
  id?: string;
}) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <section aria-labelledby={headingId} className="border-t border-border">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-12">
        <h2 id={headingId} className="text-2xl font-semibold">
          {text.title}
        </h2>
        <p className="mt-2 max-w-[65ch] text-muted-foreground">{text.lead}</p>
        {/* Citations and their links: kept as pre-rendered until the page shows other sources. */}
        <StaticPart
          as="ul"
          version={references.map((reference) => reference.id).join(" ")}
          className="mt-6 grid list-none gap-x-10 gap-y-4 p-0 text-[0.9375rem] md:grid-cols-2"
        >
          {references.map((reference) => (
            <li key={reference.id} className="border-l-2 border-border pl-4">
              <ReferenceCitation reference={reference} />
            </li>
          ))}
        </StaticPart>
      </div>
    </section>
  );
}
