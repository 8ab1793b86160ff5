import type { Reference } from "~/content/schemas";
import { externalLinkProps } from "~/lib/links";

/** Numbered sources; item N carries the anchor #ref-N that <Cite n={N} /> points to. */
export function ReferenceList({ references }: { references: Array<Omit<Reference, "id"> & { id?: string }> }) {
  return (
    <ol className="my-6 flex flex-col gap-3 pl-6 text-[0.9375rem] marker:font-semibold marker:text-muted-foreground">
      {references.map((reference, index) => (
        <li key={`${reference.title}-${index}`} id={`ref-${index + 1}`} className="scroll-mt-24 pl-1">
          {reference.authors} ({reference.year}). <cite className="italic">{reference.title}</cite>. {reference.source}.
          {reference.url ? (
            <>
              {" "}
              <a href={reference.url} {...externalLinkProps} className="break-words">
                {reference.url}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
