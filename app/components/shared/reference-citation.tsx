import type { Reference } from "#app/content/schemas.ts";
import { externalLinkProps } from "#app/lib/links.ts";

/** No full stop after text that already ends in punctuation ("Ltd.", "Do Defaults Save Lives?"), as in the guide PDF. */
const stop = (text: string) => (/[.?!]$/.test(text) ? "" : ".");

/** One source as the site cites it in its lists: authors (year). Title, linked to the publication. Where. */
export function ReferenceCitation({ reference }: { reference: Reference }) {
  return (
    <>
      {reference.authors} ({reference.year}).{" "}
      {reference.url ? (
        <a href={reference.url} {...externalLinkProps} className="underline decoration-1 hover:decoration-2">
          <cite>{reference.title}</cite>
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <cite>{reference.title}</cite>
      )}
      {stop(reference.title)}{" "}
      <span className="text-muted-foreground">
        {reference.source}
        {stop(reference.source)}
      </span>
    </>
  );
}
