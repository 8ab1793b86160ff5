import { useId, useState } from "react";
import { Icon } from "#app/components/icon.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import type { EnforcementPage } from "#app/content/pages/enforcement.ts";
import { filterKeys, type FilterKey, type FilterOptions, type Filters } from "#app/lib/enforcement-filter.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * Five native selects that filter the record as they change, so there is no form to submit. Each
 * option counts what choosing it now would show, given the other filters; an option that would show
 * nothing says so and cannot be chosen. Pre-rendered disabled: without JavaScript they could not do
 * anything, and the status line says where to go instead. On a phone they sit behind a Filters button
 * so the list starts on the first screen.
 */
export function EnforcementFilters({
  options,
  counts,
  filters,
  enabled,
  filtered,
  onChange,
  onClear,
  text,
}: {
  options: FilterOptions;
  counts: Record<FilterKey, Map<string, number>>;
  filters: Filters;
  enabled: boolean;
  filtered: boolean;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
  text: EnforcementPage["filters"];
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = filterKeys.filter((key) => filters[key]).length;
  return (
    <div role="search" aria-label={text.legend}>
      <Button
        variant="outline"
        className="md:hidden"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        disabled={!enabled}
        onClick={() => setOpen(!open)}
      >
        {text.toggle}
        {active > 0 ? ` (${active})` : null}
        <Icon
          name="chevron-down"
          className={cn("transition-transform motion-reduce:transition-none", open && "rotate-180")}
        />
      </Button>
      <fieldset
        id={`${id}-panel`}
        disabled={!enabled}
        className={cn("min-w-0 max-md:mt-4", open ? "block" : "max-md:hidden")}
      >
        <legend className="sr-only">{text.legend}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end">
          {filterKeys.map((key) => (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className="mb-1.5 block font-semibold">
                {text[key]}
              </label>
              <NativeSelect
                id={`${id}-${key}`}
                name={key}
                value={filters[key] ?? ""}
                onChange={(event) => onChange(key, event.target.value)}
              >
                <option value="">{text.any}</option>
                {options[key].map((option) => {
                  const count = counts[key].get(option.value) ?? 0;
                  const chosen = filters[key] === option.value;
                  return (
                    <option key={option.value} value={option.value} disabled={count === 0 && !chosen}>
                      {count === 0 ? `${option.label} (0: ${text.noMatch})` : `${option.label} (${count})`}
                    </option>
                  );
                })}
              </NativeSelect>
            </div>
          ))}
          <Button variant="outline" onClick={onClear} disabled={!filtered} className="self-end">
            {text.clear}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
