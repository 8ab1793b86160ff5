import { EnforcementFilters } from "#app/components/enforcement/enforcement-filters.tsx";
import { EnforcementList } from "#app/components/enforcement/enforcement-list.tsx";
import { EnforcementTable } from "#app/components/enforcement/enforcement-table.tsx";
import { FilteredDownloads } from "#app/components/enforcement/filtered-downloads.tsx";
import type { EnforcementPage } from "#app/content/pages/enforcement.ts";
import { useEnforcementFilters } from "#app/hooks/use-enforcement-filters.ts";
import {
  facetCounts,
  matchesFilters,
  sortRecords,
  type FilterOptions,
  type Filters,
} from "#app/lib/enforcement-filter.ts";
import type { EnforcementLabels, EnforcementRow } from "#app/lib/enforcement-types.ts";
import { fillCount, fillTemplate } from "#app/lib/template.ts";

/**
 * The record with its filters and sort: every row of the view is in the pre-rendered HTML (a table from
 * tablet width, a list on phones); with JavaScript the filters and the sort change the view instantly and
 * keep it in the address, and the filtered rows can be downloaded.
 */
export function EnforcementExplorer({
  rows,
  options,
  labels,
  preset,
  jsonUrl,
  text,
}: {
  rows: EnforcementRow[];
  options: FilterOptions;
  labels: EnforcementLabels;
  preset: Filters;
  jsonUrl: string;
  text: EnforcementPage;
}) {
  const { hydrated, filters, sort, filtered, setFilter, setSort, clear } = useEnforcementFilters(
    options,
    preset,
    "/enforcement",
  );
  const counts = facetCounts(rows, filters, options);
  const shown = sortRecords(
    rows
      .filter((row) => matchesFilters(row, filters))
      .map((row) => ({ ...row, authorityName: labels.authority[row.authorities[0]!] ?? "" })),
    sort,
  );
  return (
    <div>
      <EnforcementFilters
        options={options}
        counts={counts}
        filters={filters}
        enabled={hydrated}
        filtered={filtered}
        onChange={setFilter}
        onClear={clear}
        text={text.filters}
      />
      {/*
       * The pre-rendered count is one line, as the live count that replaces it at hydration, so the list
       * does not move. The explanation is hidden by CSS wherever scripting is on (app.css), not by the
       * script: a browser without scripting shows it.
       */}
      <p role="status" className="mt-4 font-semibold">
        {hydrated ? (
          fillTemplate(text.filters.showing, { shown: shown.length, total: rows.length })
        ) : (
          <>
            {fillCount(text.filters.count, shown.length)}{" "}
            <span className="scripting:hidden">{text.filters.noScript}</span>
          </>
        )}
      </p>
      {shown.length === 0 ? (
        <p className="mt-6 text-lg">{text.filters.none}</p>
      ) : (
        <>
          <div className="mt-4 hidden lg:block">
            <EnforcementTable
              rows={shown}
              labels={labels}
              sort={sort}
              sortable={hydrated}
              onSort={setSort}
              text={text.table}
            />
            {sort.key === "amount" ? (
              <p className="mt-2 text-sm text-muted-foreground">{text.table.moneyNote}</p>
            ) : null}
          </div>
          <div className="mt-3 lg:hidden">
            <EnforcementList rows={shown} labels={labels} />
          </div>
        </>
      )}
      {/*
       * After the list, so that on a phone the filtered records still start on the first screen. A page
       * narrowed by its address pre-renders it, disabled until hydration, so that nothing under it moves.
       */}
      {filtered && shown.length > 0 ? (
        <div className="mt-4 noscript:hidden">
          <FilteredDownloads
            ids={shown.map((row) => row.id)}
            jsonUrl={jsonUrl}
            enabled={hydrated}
            text={text.filteredDownloads}
          />
        </div>
      ) : null}
    </div>
  );
}
