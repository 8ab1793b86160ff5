import { EnforcementFilters } from "~/components/enforcement/enforcement-filters";
import { EnforcementRecordItem } from "~/components/enforcement/enforcement-record-item";
import type { EnforcementPage } from "~/content/pages/enforcement";
import { useEnforcementFilters } from "~/hooks/use-enforcement-filters";
import { matchesFilters, type FilterOptions } from "~/lib/enforcement-filter";
import type { EnforcementLabels, EnforcementRecordView } from "~/lib/enforcement-types";
import { fillTemplate } from "~/lib/template";

/**
 * The record with its filters. Every record is in the pre-rendered HTML, grouped by year with a link
 * to each year; with JavaScript the filters hide what does not match, instantly, and keep their state
 * in the address.
 */
export function EnforcementExplorer({
  records,
  options,
  labels,
  text,
}: {
  records: EnforcementRecordView[];
  options: FilterOptions;
  labels: EnforcementLabels;
  text: EnforcementPage;
}) {
  const { hydrated, filters, filtered, setFilter, clear } = useEnforcementFilters(options);
  const shown = records.filter((record) => matchesFilters(record, filters));
  const years = [...new Set(shown.map((record) => record.year))];
  return (
    <div>
      <EnforcementFilters
        options={options}
        filters={filters}
        enabled={hydrated}
        filtered={filtered}
        onChange={setFilter}
        onClear={clear}
        text={text.filters}
      />
      <p role="status" className="mt-4 font-semibold">
        {hydrated
          ? fillTemplate(text.filters.showing, { shown: shown.length, total: records.length })
          : fillTemplate(text.filters.noScript, { total: records.length })}
      </p>
      {years.length > 1 ? (
        <nav aria-label={text.filters.jumpToYear} className="mt-4">
          <ul className="flex list-none flex-wrap items-center gap-x-4 p-0">
            <li className="text-muted-foreground">{text.filters.jumpToYear}:</li>
            {years.map((year) => (
              <li key={year}>
                <a href={`#year-${year}`} className="inline-flex min-h-11 items-center font-semibold">
                  {year}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {shown.length === 0 ? <p className="mt-8 text-lg">{text.filters.none}</p> : null}
      {years.map((year) => (
        <section key={year} aria-labelledby={`year-${year}`} className="mt-10">
          <h3 id={`year-${year}`} className="border-b-2 border-primary pb-2 text-3xl font-semibold">
            {year}
          </h3>
          {shown
            .filter((record) => record.year === year)
            .map((record) => (
              <EnforcementRecordItem key={record.id} record={record} labels={labels} text={text.record} />
            ))}
        </section>
      ))}
    </div>
  );
}
