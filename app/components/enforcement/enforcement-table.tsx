import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import type { EnforcementPage } from "#app/content/pages/enforcement.ts";
import { defaultDirection, type Sort, type SortKey } from "#app/lib/enforcement-filter.ts";
import type { EnforcementLabels, EnforcementRow } from "#app/lib/enforcement-types.ts";
import { formatDayOrMonth } from "#app/lib/format-date.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { cn } from "#app/lib/utils.ts";

const cellClass = "border-b border-border px-3 py-3 align-top";

/**
 * The record as a compact table from laptop width (1024 px) up, one row per action linking its page, sortable by
 * date, authority and amount (the sort is in the address). Phones get EnforcementList instead: the same
 * rows as one line each.
 */
export function EnforcementTable({
  rows,
  labels,
  sort,
  sortable,
  onSort,
  text,
}: {
  rows: readonly EnforcementRow[];
  labels: EnforcementLabels;
  sort: Sort;
  sortable: boolean;
  onSort: (sort: Sort) => void;
  text: EnforcementPage["table"];
}) {
  const header = (key: SortKey | null, label: string, className?: string) => {
    if (!key) {
      return (
        <th scope="col" className={cn(cellClass, "p-0 text-left font-semibold", className)}>
          <span className="flex min-h-11 items-center px-3 py-2">{label}</span>
        </th>
      );
    }
    const active = sort.key === key;
    const next: Sort = active
      ? { key, dir: sort.dir === "asc" ? "desc" : "asc" }
      : { key, dir: defaultDirection[key] };
    return (
      <th
        scope="col"
        aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"}
        className={cn(cellClass, "p-0 text-left font-semibold", className)}
      >
        <button
          type="button"
          disabled={!sortable}
          onClick={() => onSort(next)}
          className="inline-flex min-h-11 w-full items-center gap-1.5 px-3 py-2 text-left font-semibold hover:underline disabled:cursor-default disabled:no-underline"
        >
          {label}
          <span className="sr-only">
            {", "}
            {fillTemplate(text.sortBy, { column: label })}
          </span>
          <Icon
            name="arrow-down"
            className={cn(
              "size-4 shrink-0",
              active ? "opacity-100" : "opacity-30",
              active && sort.dir === "asc" && "rotate-180",
            )}
          />
        </button>
      </th>
    );
  };
  return (
    <div className="overflow-x-auto" data-scroll>
      <table className="w-full border-collapse text-[0.9375rem]">
        <caption className="sr-only">{text.caption}</caption>
        <thead>
          <tr className="border-b-2 border-primary">
            {header("date", text.date, "w-36")}
            {header("authority", text.authority, "w-40")}
            {header(null, text.company)}
            {header(null, text.patterns)}
            {header(null, text.stage, "w-36")}
            {header("amount", text.money, "w-40")}
          </tr>
        </thead>
        <StaticPart as="tbody" version={rows.map((row) => row.id).join(" ")}>
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-muted/60">
              <td className={cn(cellClass, "whitespace-nowrap")}>
                <time dateTime={row.date}>{formatDayOrMonth(row.date)}</time>
              </td>
              <td className={cellClass}>
                {row.authorities.map((id) => labels.authority[id] ?? id).join(", ")}
              </td>
              <td className={cellClass}>
                <Link
                  to={`/enforcement/${row.id}`}
                  className="font-semibold underline decoration-1 underline-offset-2 hover:decoration-2"
                >
                  {row.company}
                </Link>
              </td>
              <td className={cn(cellClass, "text-muted-foreground")}>
                {row.patterns.length > 0
                  ? row.patterns.map((slug) => labels.pattern[slug] ?? slug).join(", ")
                  : "–"}
              </td>
              <td className={cellClass}>{labels.stage[row.stage] ?? row.stage}</td>
              <td className={cn(cellClass, "font-semibold tabular-nums")}>
                {row.money ?? <span className="font-normal text-muted-foreground">{text.none}</span>}
              </td>
            </tr>
          ))}
        </StaticPart>
      </table>
    </div>
  );
}
