import { useLocation, useNavigate, useSearchParams } from "react-router";
import {
  filterKeys,
  isFiltered,
  readFilters,
  writeFilters,
  type FilterKey,
  type FilterOptions,
  type Filters,
} from "~/lib/enforcement-filter";
import { useHydrated } from "./use-hydrated";

/**
 * The /enforcement filters, held in the address (?pattern=…&year=…) so a view can be shared and is
 * restored on load. The page is pre-rendered unfiltered, so the hydrating render uses no filters and
 * the address is applied right after; until then (and without JavaScript) every record shows.
 */
export function useEnforcementFilters(options: FilterOptions) {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  const filters: Filters = hydrated ? readFilters(searchParams, options) : {};

  function write(change: Filters) {
    // From the address as it is now, not as this render saw it: a second change made before the first
    // navigation has settled must not undo the first.
    const current = new URLSearchParams(window.location.search);
    const search = writeFilters({ ...readFilters(current, options), ...change }, current).toString();
    // Replace, not push: trying filters must not fill the history. No scroll: the list stays in view.
    void navigate(
      { search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }

  return {
    hydrated,
    filters,
    filtered: isFiltered(filters),
    setFilter: (key: FilterKey, value: string) => write({ [key]: value }),
    clear: () => write(Object.fromEntries(filterKeys.map((key) => [key, ""]))),
  };
}
