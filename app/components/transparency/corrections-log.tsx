import { Link } from "#app/components/ui/link.tsx";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import type { Correction } from "#app/content/transparency.ts";
import { compareCodeUnits } from "#app/lib/english.ts";
import { formatDateStable } from "#app/lib/format-date.ts";

/**
 * The dated corrections, newest first: when, which page (linked), and what changed. Dated links and text,
 * nothing to operate: React leaves the pre-rendered log alone (StaticPart), and its dates keep the build's
 * format, as on /updates, rather than hydrating every entry to reformat its date.
 */
export function CorrectionsLog({
  title,
  corrections,
}: {
  title: string;
  corrections: readonly Correction[];
}) {
  const sorted = [...corrections].sort((a, b) => compareCodeUnits(b.date, a.date));
  return (
    <div className="mt-10">
      <h3 className="font-heading text-2xl font-semibold">{title}</h3>
      <StaticPart
        as="ol"
        className="mt-5 flex list-none flex-col divide-y divide-border border-y border-border p-0"
      >
        {sorted.map((entry) => (
          <li
            key={`${entry.date}-${entry.path}`}
            className="grid gap-2 py-5 md:grid-cols-[11rem_1fr] md:gap-6"
          >
            <p className="text-[0.9375rem] font-medium text-muted-foreground">
              <time dateTime={entry.date}>{formatDateStable(entry.date)}</time>
            </p>
            <div className="max-w-[68ch]">
              <p className="font-semibold">
                <Link to={entry.path}>{entry.page}</Link>
              </p>
              <p className="mt-1">{entry.change}</p>
            </div>
          </li>
        ))}
      </StaticPart>
    </div>
  );
}
