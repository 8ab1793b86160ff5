import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { LocalDate } from "#app/components/shared/local-date.tsx";
import type { CheckPage } from "#app/content/pages/check.ts";
import type { CheckAccuracy } from "#app/lib/check-accuracy.ts";
import { formatNumber } from "#app/lib/english.ts";
import { fillTemplate } from "#app/lib/template.ts";

const score = (value: number) => value.toFixed(2);
const percent = (share: number) => `${formatNumber(share * 100, 1)}%`;

/**
 * The checker's measured accuracy, as `npm run bench:checker` wrote it (app/lib/checker/accuracy.json,
 * read at build time): how it was measured, the table pattern by pattern and overall, what the terms
 * mean, the share of ordinary texts it flagged, its speed, and the date.
 */
export function AccuracyTable({ accuracy, text }: { accuracy: CheckAccuracy; text: CheckPage["accuracy"] }) {
  const [before, after] = text.measured.split("{date}");
  const cell = "px-2 py-2 text-right tabular-nums";
  return (
    <div className="flex flex-col gap-6">
      <div className="flex max-w-[68ch] flex-col gap-4 text-lg">
        {text.method.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          {fillTemplate(text.sets, { texts: accuracy.texts, ordinary: accuracy.ordinaryTexts })} {before}
          <LocalDate isoDate={accuracy.date} />
          {after}
        </p>
      </div>
      {/* The measurements, the same for every visitor: React leaves the pre-rendered part alone. The date
          above stays React's, as it follows the visitor's locale. */}
      <StaticPart className="flex flex-col gap-6">
        {/* Should the table be wider than a phone, it scrolls in its own box; its links take the keyboard there. */}
        <div className="max-w-3xl overflow-x-auto rounded-lg border border-border bg-card" data-scroll>
          <table className="w-full border-collapse text-left text-[0.9375rem] sm:text-base">
            <caption className="sr-only">{text.caption}</caption>
            <thead>
              <tr className="border-b border-border bg-muted/60">
                <th scope="col" className="px-2 py-2">
                  {text.columns.pattern}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {text.columns.precision}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {text.columns.recall}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {text.columns.f1}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {text.columns.support}
                </th>
              </tr>
            </thead>
            <tbody>
              {accuracy.rows.map((row) => (
                <tr key={row.pattern} className="border-b border-border">
                  <th scope="row" className="px-2 py-2 font-normal">
                    <Link to={`/patterns/${row.pattern}`}>{row.name}</Link>
                  </th>
                  <td className={cell}>{score(row.precision)}</td>
                  <td className={cell}>{score(row.recall)}</td>
                  <td className={cell}>{score(row.f1)}</td>
                  <td className={cell}>{row.support}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="px-2 py-2">
                  {text.overall}
                </th>
                <td className={cell}>{score(accuracy.overall.precision)}</td>
                <td className={cell}>{score(accuracy.overall.recall)}</td>
                <td className={cell}>{score(accuracy.overall.f1)}</td>
                <td className={cell}>{accuracy.overall.support}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <dl className="grid max-w-3xl gap-2 text-base sm:grid-cols-[12rem_minmax(0,1fr)]">
          {text.definitions.map(({ term, meaning }) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd className="mb-2 text-muted-foreground sm:mb-0">{meaning}</dd>
            </div>
          ))}
        </dl>
        <div className="flex max-w-[68ch] flex-col gap-3 text-lg">
          <p>{fillTemplate(text.falseAlarms, { share: percent(accuracy.flaggedOrdinaryShare) })}</p>
          <p>
            {fillTemplate(text.speed, {
              ms: formatNumber(accuracy.medianMsPer20k, 1),
            })}
          </p>
          <p className="text-muted-foreground">{text.caveat}</p>
          <details className="group">
            <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-primary">
              <Icon name="info" className="size-4.5 shrink-0" />
              {text.countingTitle}
            </summary>
            <p className="pb-2 text-base">{accuracy.method}</p>
          </details>
        </div>
      </StaticPart>
    </div>
  );
}
