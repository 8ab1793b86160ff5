import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Icon } from "#app/components/icon.tsx";
import { citeLabels } from "#app/content/cite.ts";
import type { CitationFormats } from "#app/lib/cite-formats.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { cn } from "#app/lib/utils.ts";
import { CitationBlock } from "#app/components/shared/citation-block.tsx";

export type CiteThisData = CitationFormats & { files: { bib: string; ris: string } };

/**
 * "Cite this": a native disclosure, so it opens and closes without JavaScript; the citations are in the
 * HTML (selectable by hand) and the .bib/.ris downloads are plain links to files made at build time.
 * Copy buttons join them once the page has hydrated.
 */
export function CiteThis({ citation, className }: { citation: CiteThisData; className?: string }) {
  const labels = citeLabels;
  // On paper one citation is enough: the APA line prints, the machine formats and downloads do not.
  const formats = [
    { label: labels.formats.apa, text: citation.apa, print: true },
    { label: labels.formats.bibtex, text: citation.bibtex, print: false },
    { label: labels.formats.ris, text: citation.ris, print: false },
  ];
  return (
    <details className={cn("group rounded-lg border border-border bg-card text-base", className)}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-5 py-3 font-heading text-lg font-semibold [&::-webkit-details-marker]:hidden">
        <span className="inline-flex items-center gap-2.5">
          <Icon name="quote" className="size-5 shrink-0 text-primary" />
          {labels.summary}
        </span>
        <Icon
          name="chevron-down"
          className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="flex flex-col gap-6 border-t border-border px-5 pt-4 pb-5">
        <p className="text-muted-foreground print:hidden">{labels.lead}</p>
        {formats.map((format) => (
          <CitationBlock
            key={format.label}
            label={format.label}
            text={format.text}
            copyLabel={labels.copyLabel}
            copyTarget={fillTemplate(labels.copyTarget, { format: format.label })}
            copied={fillTemplate(labels.copied, { format: format.label })}
            failed={labels.copyFailed}
            className={format.print ? undefined : "print:hidden"}
          />
        ))}
        <div className="flex flex-wrap items-center gap-x-5 print:hidden">
          <span className="font-semibold">{labels.downloadsLabel}</span>
          {/* Plain download links: nothing to hydrate (issue 56). */}
          <StaticPart as="ul" className="m-0 flex list-none flex-wrap gap-x-5 p-0">
            <li>
              <a href={citation.files.bib} download className="inline-flex min-h-11 items-center gap-1.5">
                <Icon name="download" className="size-4 shrink-0" />
                {labels.downloadBib}
              </a>
            </li>
            <li>
              <a href={citation.files.ris} download className="inline-flex min-h-11 items-center gap-1.5">
                <Icon name="download" className="size-4 shrink-0" />
                {labels.downloadRis}
              </a>
            </li>
          </StaticPart>
        </div>
      </div>
    </details>
  );
}
