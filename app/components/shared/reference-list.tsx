import type { Reference } from "#app/content/schemas.ts";
import { externalLinkProps } from "#app/lib/links.ts";

/** A full stop after a title or source, unless it already ends in punctuation ("Do Defaults Save Lives?"). */
function stop(text: string): string {
  return /[.?!]$/.test(text) ? "" : ".";
}

/** Numbered sources; item N carries the anchor #ref-N that the article's [N] citations point to. */
export function ReferenceList({ references }: { references: readonly Reference[] }) {
  return (
    <ol className="my-6 flex list-decimal flex-col gap-3 pl-9 text-[0.9375rem] leading-relaxed marker:font-semibold marker:text-muted-foreground">
      {references.map((reference, index) => (
        // Only the target's highlight fades: a colour that faded too would fade again whenever an item
        // far down an article is first drawn after a change of theme (app.css, content-visibility).
        <li
          key={reference.id}
          id={`ref-${index + 1}`}
          className="-mx-2 rounded-md px-2 py-1 transition-[background-color] target:bg-highlight/60"
        >
          {reference.authors} ({reference.year}). <cite className="italic">{reference.title}</cite>
          {stop(reference.title)} {reference.source}
          {stop(reference.source)}
          {reference.url ? (
            <>
              {" "}
              {/* Its text is the address already, so print does not write it out again (app.css). */}
              <a
                href={reference.url}
                {...externalLinkProps}
                data-url-shown=""
                className="break-words underline decoration-1"
              >
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
