import { compareCodeUnits } from "#app/lib/english.ts";

/**
 * The /enforcement filters and sort order, kept in the address as
 * ?pattern=…&jurisdiction=…&authority=…&year=…&stage=…&sort=…&dir=… so a view can be shared and
 * restored. Values the record does not offer are ignored, so a stale or mistyped link shows everything
 * rather than nothing.
 */

export const filterKeys = ["pattern", "jurisdiction", "authority", "year", "stage"] as const;
export type FilterKey = (typeof filterKeys)[number];
export type Filters = Partial<Record<FilterKey, string>>;

/** What a record offers to filter on (patterns and authorities may be several, the rest one each). */
export type FilterableRecord = {
  patterns: readonly string[];
  authorities: readonly string[];
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

function matchesKey(record: FilterableRecord, key: FilterKey, value: string): boolean {
  switch (key) {
    case "pattern":
      return record.patterns.includes(value);
    case "authority":
      return record.authorities.includes(value);
    default:
      return record[key] === value;
  }
}

export function matchesFilters(record: FilterableRecord, filters: Filters, except?: FilterKey): boolean {
  return filterKeys.every((key) => {
    const value = filters[key];
    return key === except || !value || matchesKey(record, key, value);
  });
}

/**
 * How many records each choice would show, given the other filters as they are: "Hard to cancel (3)"
 * counts what choosing it now would leave, so an option that would give nothing says 0.
 */
export function facetCounts(
  records: readonly FilterableRecord[],
  filters: Filters,
  options: FilterOptions,
): Record<FilterKey, Map<string, number>> {
  const counts = {} as Record<FilterKey, Map<string, number>>;
  for (const key of filterKeys) {
    const others = records.filter((record) => matchesFilters(record, filters, key));
    counts[key] = new Map(
      options[key].map((option) => [
        option.value,
        others.filter((record) => matchesKey(record, key, option.value)).length,
      ]),
    );
  }
  return counts;
}

export function isFiltered(filters: Filters): boolean {
  return filterKeys.some((key) => Boolean(filters[key]));
}

export const sortKeys = ["date", "authority", "amount"] as const;
export type SortKey = (typeof sortKeys)[number];
export type SortDirection = "asc" | "desc";
export type Sort = { key: SortKey; dir: SortDirection };

/** Newest first, A to Z, largest first: each column's natural first click. */
export const defaultDirection: Record<SortKey, SortDirection> = {
  date: "desc",
  authority: "asc",
  amount: "desc",
};
export const defaultSort: Sort = { key: "date", dir: "desc" };

export function readSort(params: URLSearchParams): Sort {
  const key = params.get("sort");
  if (!sortKeys.includes(key as SortKey)) return defaultSort;
  const dir = params.get("dir");
  return {
    key: key as SortKey,
    dir: dir === "asc" || dir === "desc" ? dir : defaultDirection[key as SortKey],
  };
}

export function writeSort(sort: Sort, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  if (sort.key === defaultSort.key && sort.dir === defaultSort.dir) {
    params.delete("sort");
    params.delete("dir");
  } else {
    params.set("sort", sort.key);
    params.set("dir", sort.dir);
  }
  return params;
}

export type SortableRecord = {
  id: string;
  date: string;
  authorityName: string;
  amount: number | null;
  currency: string | null;
};

let authorityCollator: Intl.Collator | undefined;
/** Authorities' names ("Autorité…", "Agencia…") in dictionary order; made when a visitor first sorts by them. */
function authorityOrder(): Intl.Collator {
  authorityCollator ??= new Intl.Collator("en");
  return authorityCollator;
}

/**
 * Rows in the asked order; ties keep date order (newest first). Amounts are compared within a currency,
 * never converted: records group by currency (in the order of the currency codes), largest first within
 * each, and records without money come last either way.
 */
export function sortRecords<T extends SortableRecord>(records: readonly T[], sort: Sort): T[] {
  const sign = sort.dir === "asc" ? 1 : -1;
  const byDate = (a: T, b: T) => compareCodeUnits(b.date, a.date) || compareCodeUnits(a.id, b.id);
  const compare = (a: T, b: T): number => {
    switch (sort.key) {
      case "date":
        return sign * compareCodeUnits(a.date, b.date) || compareCodeUnits(a.id, b.id);
      case "authority":
        return sign * authorityOrder().compare(a.authorityName, b.authorityName) || byDate(a, b);
      case "amount": {
        if (a.amount === null || b.amount === null)
          return a.amount === b.amount ? byDate(a, b) : a.amount === null ? 1 : -1;
        return (
          compareCodeUnits(a.currency ?? "", b.currency ?? "") || sign * (a.amount - b.amount) || byDate(a, b)
        );
      }
    }
  };
  return [...records].sort(compare);
}
