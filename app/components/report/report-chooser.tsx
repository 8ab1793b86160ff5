import { reportPlaceFromSlug, reportPlacePath } from "#app/components/report/report-place.ts";
import { useEffect, useId } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import type { ReportPage } from "#app/content/pages/report.ts";
import {
  reportProblems,
  reportRegions,
  type ReportProblem,
  type ReportRegion,
} from "#app/content/report/places.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { useSearchParam } from "#app/hooks/use-search-param.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { reportPlaceFrom } from "./report-place.ts";
import type { DirectoryPlaceView } from "./report-types.ts";

/** The place page an answer names ("de", "uk", "us-ca"), or null. */
function placePathFrom(value: string | null | undefined): string | null {
  const code = value?.trim().toLowerCase() ?? "";
  const alias = reportPlaceFrom(code);
  const chosen = alias ? { place: alias, state: null } : reportPlaceFromSlug(code);
  return chosen ? reportPlacePath(chosen.place, chosen.state) : null;
}

const problemFrom = (value: string | null | undefined) =>
  reportProblems.find((problem) => problem === value) ?? null;

/**
 * "What happened?" and "Where do you live?" (issue 52). Show opens the place's page at the problem
 * (/report/de#money), where the bodies to try first stand above the rest: a page pre-rendered for every
 * place and listed US state, so the address reloads to the same answer on any static host. The page
 * moves focus to the answer's heading. Without JavaScript the form stays disabled and the directory
 * below links every place's page. The old addresses (/report?in=fr) lead to the place's page.
 * Nothing is guessed: no location, no request to anyone.
 */
export function ReportChooser({
  places,
  text,
  problems,
}: {
  places: DirectoryPlaceView[];
  text: ReportPage["chooser"];
  problems: ReportPage["problems"];
}) {
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [asked] = useSearchParam("in");
  const [what] = useSearchParam("what");
  const askedPath = placePathFrom(asked);

  const open = (path: string, problem: ReportProblem | null) =>
    navigate(problem ? `${path}#${problem}` : path);

  useEffect(() => {
    if (askedPath) void navigate(`${askedPath}${problemFrom(what) ? `#${what}` : ""}`, { replace: true });
  }, [askedPath, what, navigate]);

  const regions = Object.keys(reportRegions) as ReportRegion[];
  const states = places.flatMap((place) => place.states);
  return (
    <div className="flex flex-col gap-6">
      <form
        method="get"
        action="/report"
        className="flex max-w-2xl flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const path = placePathFrom(data.get("in")?.toString());
          if (path) void open(path, problemFrom(data.get("what")?.toString()));
        }}
      >
        <fieldset disabled={!hydrated} className="min-w-0">
          <legend className="mb-2 text-lg font-semibold">{text.problemLegend}</legend>
          <ul className="grid list-none gap-2 p-0 sm:grid-cols-2">
            {reportProblems.map((problem) => (
              <li key={problem}>
                <label className="flex h-full min-h-12 cursor-pointer items-center gap-3 rounded-md border border-input bg-background px-4 py-2.5 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:disabled]:cursor-default hover:has-[:enabled]:border-primary">
                  <input
                    type="radio"
                    name="what"
                    value={problem}
                    defaultChecked={problem === problemFrom(what)}
                    className="size-5 shrink-0 accent-primary"
                  />
                  <span>{problems[problem].label}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full max-w-sm">
            <label htmlFor={`${id}-in`} className="mb-1.5 block text-lg font-semibold">
              {text.placeLabel}
            </label>
            <NativeSelect id={`${id}-in`} name="in" required defaultValue="" disabled={!hydrated}>
              <option value="" disabled>
                {text.placeholder}
              </option>
              {regions.map((region) => (
                <optgroup key={region} label={reportRegions[region]}>
                  {places
                    .filter((place) => place.region === region)
                    .map((place) => (
                      <option key={place.code} value={place.code}>
                        {place.name}
                      </option>
                    ))}
                </optgroup>
              ))}
              {states.length > 0 ? (
                <optgroup label={text.statesGroup}>
                  {states.map((state) => (
                    <option key={state.code} value={`us-${state.code}`}>
                      {fillTemplate(text.stateOption, { state: state.name })}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={!hydrated}>
            {text.button}
          </Button>
        </div>
      </form>
      {/* The way that needs no script: the directory, every place's page linked. */}
      <a href="#directory" className="inline-flex min-h-11 items-center font-semibold">
        {text.allLink}
      </a>
      <p role="status" className="max-w-[65ch] text-lg empty:hidden">
        {asked && !askedPath ? fillTemplate(text.unknown, { value: asked }) : ""}
      </p>
    </div>
  );
}
