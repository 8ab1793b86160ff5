import { CitationBlock } from "#app/components/shared/citation-block.tsx";
import type { TransparencyPage } from "#app/content/pages/transparency.ts";
import { externalLinkProps } from "#app/lib/links.ts";

/**
 * /transparency#reuse: what may be reused, the credit line and the site's citation to copy (the same
 * block as an article's "Cite this"), and whom the press writes to. The email stays plain text, as the
 * rest of the page's addresses do, so it can be selected and copied whatever mail setup a reader has.
 */
export function ReuseAndCite({ text }: { text: TransparencyPage["reuse"] }) {
  const { what, links, attribution, citing, press, copy } = text;
  return (
    <div className="flex max-w-[68ch] flex-col gap-10 text-lg leading-relaxed">
      <div className="flex flex-col gap-4">
        {what.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <ul className="flex list-none flex-wrap gap-x-6 gap-y-1 p-0">
          {[links.licence, links.code].map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                {...externalLinkProps}
                className="inline-flex min-h-11 items-center font-semibold"
              >
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-xl font-semibold">{attribution.title}</h3>
        <p className="mt-2">{attribution.lead}</p>
        <CitationBlock
          className="mt-3"
          label={attribution.label}
          text={attribution.line}
          copyLabel={copy.label}
          copyTarget={copy.attributionTarget}
          copied={copy.attributionCopied}
          failed={copy.failed}
        />
        <p className="mt-3 text-base text-muted-foreground">{attribution.note}</p>
      </div>
      <div>
        <h3 className="text-xl font-semibold">{citing.title}</h3>
        <p className="mt-2">{citing.lead}</p>
        <CitationBlock
          className="mt-3"
          label={citing.label}
          text={citing.citation}
          copyLabel={copy.label}
          copyTarget={copy.citationTarget}
          copied={copy.citationCopied}
          failed={copy.failed}
        />
      </div>
      <div>
        <h3 className="text-xl font-semibold">{press.title}</h3>
        <p className="mt-2">{press.body}</p>
      </div>
    </div>
  );
}
