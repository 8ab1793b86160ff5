import { useId } from "react";
import { Button } from "~/components/ui/button";
import type { EnforcementPage } from "~/content/pages/enforcement";
import { filterKeys, type FilterKey, type FilterOptions, type Filters } from "~/lib/enforcement-filter";

const selectClass =
  "min-h-11 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60";

/**
 * Four native selects that filter the record as they change, so there is no form to submit.
 * Pre-rendered disabled: without
 * JavaScript they could not do anything, and the note beside them says every record is listed.
 */
export function EnforcementFilters({
  options,
  filters,
  enabled,
  filtered,
  onChange,
  onClear,
  text,
}: {
  options: FilterOptions;
  filters: Filters;
  enabled: boolean;
  filtered: boolean;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
  text: EnforcementPage["filters"];
}) {
  const id = useId();
  return (
    <div role="search" aria-label={text.legend}>
      <fieldset disabled={!enabled} className="min-w-0">
        <legend className="mb-3 text-lg font-semibold">{text.legend}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
          {filterKeys.map((key) => (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className="mb-1.5 block font-semibold">
                {text[key]}
              </label>
              <select
                id={`${id}-${key}`}
                name={key}
                value={filters[key] ?? ""}
                onChange={(event) => onChange(key, event.target.value)}
                className={selectClass}
              >
                <option value="">{text.any}</option>
                {options[key].map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <Button variant="outline" onClick={onClear} disabled={!filtered}>
            {text.clear}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
