import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { EnforcementLabels, EnforcementRow } from "#app/lib/enforcement-types.ts";
import { formatDayOrMonth } from "#app/lib/format-date.ts";

/** The record on a phone: one compact entry per action, the key figure beside the date, linking its page. */
export function EnforcementList({
  rows,
  labels,
}: {
  rows: readonly EnforcementRow[];
  labels: EnforcementLabels;
}) {
  return (
    <StaticPart
      as="ul"
      version={rows.map((row) => row.id).join(" ")}
      data-records=""
      className="list-none divide-y divide-border border-y border-border p-0"
    >
      {rows.map((row) => (
        <li key={row.id}>
          <Link to={`/enforcement/${row.id}`} className="flex min-h-11 flex-col gap-0.5 py-2.5 no-underline">
            <span className="font-semibold underline decoration-1 underline-offset-2">{row.company}</span>
            <span className="text-[0.9375rem] text-muted-foreground">
              <time dateTime={row.date}>{formatDayOrMonth(row.date)}</time>
              {" · "}
              {row.authorities.map((id) => labels.authority[id] ?? id).join(", ")}
              {" · "}
              <span className="font-semibold text-foreground">{row.money ?? labels.stage[row.stage]}</span>
            </span>
          </Link>
        </li>
      ))}
    </StaticPart>
  );
}
