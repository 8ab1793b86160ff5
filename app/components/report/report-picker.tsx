import { useId } from "react";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import type { ReportPage } from "~/content/pages/report";
import { reportRegions, type ReportRegion } from "~/content/report/places";
import { reportPlaceFrom } from "./report-place";
import { useHydrated } from "~/hooks/use-hydrated";
import { useSearchParam } from "~/hooks/use-search-param";
import { fillTemplate } from "~/lib/template";
import { PlaceChannels } from "./place-channels";
import type { PlaceView } from "./report-types";

/**
 * The visitor says where they live; the place's channels then stand here, with the EU's own for a member
 * state. The choice is the address (/report?in=fr), so it can be shared and survives a reload. Without
 * JavaScript the form asks for that address and every place still opens below, at its anchor (/report#fr).
 * Nothing is guessed: no location, no request to anyone.
 */
export function ReportPicker({
  places,
  text,
  directory,
}: {
  places: PlaceView[];
  text: ReportPage["picker"];
  directory: ReportPage["directory"];
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [asked, choose] = useSearchParam("in");
  const code = reportPlaceFrom(asked);
  const place = places.find((candidate) => candidate.code === code);
  const eu = place?.region === "eu-members" ? places.find((candidate) => candidate.code === "eu") : undefined;

  const regions = Object.keys(reportRegions) as ReportRegion[];
  return (
    <div className="flex flex-col gap-8">
      <form
        method="get"
        action="/report"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          choose(new FormData(event.currentTarget).get("in")?.toString() ?? "");
        }}
      >
        <div className="w-full max-w-sm">
          <label htmlFor={`${id}-in`} className="mb-1.5 block font-semibold">
            {text.label}
          </label>
          <NativeSelect
            id={`${id}-in`}
            name="in"
            value={code ?? ""}
            onChange={(event) => choose(event.target.value)}
            disabled={!hydrated}
          >
            <option value="">{text.allLabel}</option>
            {regions.map((region) => (
              <optgroup key={region} label={reportRegions[region]}>
                {places
                  .filter((candidate) => candidate.region === region)
                  .map((candidate) => (
                    <option key={candidate.code} value={candidate.code}>
                      {candidate.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline" disabled={!hydrated}>
          {text.button}
        </Button>
        {/* The way that needs no script: the list itself, every place at its anchor. */}
        <a href="#directory" className="inline-flex min-h-11 items-center font-semibold">
          {text.allLink}
        </a>
      </form>
      {/* What changed, said once to a screen reader; the list itself is read when reached. */}
      <p role="status" className={place ? "sr-only" : "max-w-[65ch] text-lg empty:hidden"}>
        {place
          ? fillTemplate(text.chosenTitle, { place: place.name })
          : asked
            ? fillTemplate(text.unknown, { value: asked })
            : ""}
      </p>
      <div>
        {place ? (
          <div className="flex flex-col gap-8">
            <PlaceChannels
              place={place}
              text={directory}
              title={fillTemplate(text.chosenTitle, { place: place.name })}
            />
            {eu ? <PlaceChannels place={eu} text={directory} title={text.euTitle} /> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
