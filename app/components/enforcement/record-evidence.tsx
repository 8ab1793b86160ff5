import type { EnforcementPage } from "#app/content/pages/enforcement.ts";
import type { EnforcementRecordPageView } from "#app/lib/enforcement-types.ts";
import { externalLinkProps } from "#app/lib/links.ts";
import { fillTemplate } from "#app/lib/template.ts";

/**
 * "What the sources say": the passages that state the record's facts, quoted, the authority's and courts'
 * own first (the loader sorts them), each introduced by its kind ("As reported by Reuters").
 */
export function RecordEvidence({
  evidence,
  text,
}: {
  evidence: EnforcementRecordPageView["evidence"];
  text: EnforcementPage["recordPage"];
}) {
  return (
    <section aria-labelledby="evidence">
      <h2 id="evidence" className="text-2xl font-semibold">
        {text.evidenceTitle}
      </h2>
      <p className="mt-2 text-muted-foreground">{text.evidenceLead}</p>
      <ul className="mt-4 flex list-none flex-col gap-5 p-0">
        {evidence.map((item) => (
          <li key={item.quote}>
            <figure>
              <blockquote cite={item.source.url} className="border-l-4 border-border pl-4">
                {item.quote}
              </blockquote>
              <figcaption className="mt-1.5 pl-5 text-[0.9375rem]">
                <span className="text-muted-foreground">
                  {fillTemplate(
                    text.sourceLabels[item.kind as keyof typeof text.sourceLabels] ??
                      text.sourceLabels.secondary,
                    { outlet: item.outlet },
                  )}
                  :{" "}
                </span>
                <a
                  href={item.source.url}
                  {...externalLinkProps}
                  className="underline decoration-1 underline-offset-2 hover:decoration-2"
                >
                  {item.source.title}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>{" "}
                <span className="text-muted-foreground">({item.source.host})</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
