/**
 * The /enforcement filters: pattern, jurisdiction, year and stage, kept in the address as
 * ?pattern=…&jurisdiction=…&year=…&stage=… so a filtered view can be shared and restored. Values the
 * record does not offer are ignored, so a stale or mistyped link shows everything rather than nothing.
 */

export const filterKeys = ["pattern", "jurisdiction", "year", "stage"] as const;
export type FilterKey = (typeof filterKeys)[number];
export type Filters = Partial<Record<FilterKey, string>>;

/** What a record offers to filter on (patterns may be several, the rest one each). */
export type FilterableRecord = {
  patterns: readonly string[];
  jurisdiction: string;
  year: string;
  stage: string;
};

export type FilterOptions = Record<FilterKey, readonly { value: string; label: string }[]>;

/** The filters an address asks for, keeping only values that are offered. */
export function readFilters(params: URLSearchParams, options: FilterOptions): Filters {
  const filters: Filters = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value && options[key].some((option) => option.value === value)) filters[key] = value;
  }
  return filters;
}

/** The address's query for a set of filters, in a fixed order, without empty ones. */
export function writeFilters(filters: Filters, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) params.set(key, value);
    else params.delete(key);
  }
  return params;
}

export function matchesFilters(record: FilterableRecord, filters: Filters): boolean {
  return (
    (!filters.pattern || record.patterns.includes(filters.pattern)) &&
    (!filters.jurisdiction || record.jurisdiction === filters.jurisdiction) &&
    (!filters.year || record.year === filters.year) &&
    (!filters.stage || record.stage === filters.stage)
  );
}

export function isFiltered(filters: Filters): boolean {
  return filterKeys.some((key) => Boolean(filters[key]));
}
