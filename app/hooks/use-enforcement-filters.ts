import { useLocation, useNavigate, useSearchParams } from "react-router";
import {
  defaultSort,
  filterKeys,
  isFiltered,
  readFilters,
  readSort,
  writeFilters,
  writeSort,
  type FilterKey,
  type FilterOptions,
  type Filters,
  type Sort,
} from "#app/lib/enforcement-filter.ts";
import { pagePath } from "#app/lib/page-path.ts";
import { useHydrated } from "./use-hydrated.ts";

/**
 * The /enforcement filters and sort order, held in the address (?pattern=…&sort=amount) so a view can be
 * shared and is restored on load. A narrowed page (/enforcement/pattern/{slug}) is pre-rendered with its
 * one filter, which it keeps as the starting point; any change moves to /enforcement with the whole
 * query, so there is one address per view. The hydrating render uses only what was pre-rendered and the
 * address is applied right after; until then (and without JavaScript) the pre-rendered list shows.
 */
export function useEnforcementFilters(options: FilterOptions, preset: Filters, listPath: string) {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  const filters: Filters = hydrated ? { ...preset, ...readFilters(searchParams, options) } : preset;
  const sort: Sort = hydrated ? readSort(searchParams) : defaultSort;

  function write(params: URLSearchParams) {
    const search = params.toString();
    const onList = pagePath(location.pathname) === listPath;
    // Replace, not push: trying filters must not fill the history. No scroll: the list stays in view.
    void navigate(
      { pathname: listPath, search: search ? `?${search}` : "", hash: onList ? location.hash : "" },
      { replace: onList, preventScrollReset: true },
    );
  }

  /** From the address as it is now, not as this render saw it: a quick second change must not undo the first. */
  function current() {
    const params = new URLSearchParams(window.location.search);
    return { params, filters: { ...preset, ...readFilters(params, options) } };
  }

  return {
    hydrated,
    filters,
    sort,
    filtered: isFiltered(filters),
    setFilter: (key: FilterKey, value: string) => {
      const now = current();
      write(writeFilters({ ...now.filters, [key]: value }, now.params));
    },
    setSort: (next: Sort) => write(writeSort(next, current().params)),
    clear: () => {
      const { params } = current();
      write(writeFilters(Object.fromEntries(filterKeys.map((key) => [key, ""])), params));
    },
  };
}
