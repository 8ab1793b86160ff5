import { Link } from "#app/components/ui/link.tsx";
import { LocalDate } from "#app/components/shared/local-date.tsx";
import type { Correction } from "#app/content/transparency.ts";
import { compareCodeUnits } from "#app/lib/english.ts";

/** The dated corrections, newest first: when, which page (linked), and what changed. */
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
      <ol className="mt-5 flex list-none flex-col divide-y divide-border border-y border-border p-0">
        {sorted.map((entry) => (
          <li
            key={`${entry.date}-${entry.path}`}
            className="grid gap-2 py-5 md:grid-cols-[11rem_1fr] md:gap-6"
          >
            <p className="text-[0.9375rem] font-medium text-muted-foreground">
              <LocalDate isoDate={entry.date} />
            </p>
            <div className="max-w-[68ch]">
              <p className="font-semibold">
                <Link to={entry.path}>{entry.page}</Link>
              </p>
              <p className="mt-1">{entry.change}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
