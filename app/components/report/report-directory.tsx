import { reportPlacePath } from "#app/components/report/report-place.ts";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { ReportPage } from "#app/content/pages/report.ts";
import { reportRegions, type ReportRegion } from "#app/content/report/places.ts";
import { fillCount } from "#app/lib/template.ts";
import type { DirectoryPlaceView } from "./report-types.ts";

/**
 * Every place /report lists, by region, each a link to its page with how many channels it has of its
 * own; the United States with its states. Each place keeps its anchor (/report#fr), which older links
 * and the search index used: the link to its page is then in view.
 */
export function ReportDirectory({
  places,
  text,
}: {
  places: DirectoryPlaceView[];
  text: ReportPage["directory"];
}) {
  const regions = Object.keys(reportRegions) as ReportRegion[];
  const link = "font-semibold underline decoration-1 underline-offset-2 hover:decoration-2";
  return (
    <StaticPart className="flex max-w-4xl flex-col gap-10">
      {regions.map((region) => (
        <div key={region}>
          <h3 className="mb-2 text-2xl font-semibold tracking-tight">{reportRegions[region]}</h3>
          <ul className="grid list-none gap-x-10 p-0 sm:grid-cols-2">
            {places
              .filter((place) => place.region === region)
              .map((place) => (
                <li key={place.code} id={place.code} className="scroll-mt-16 border-t border-border py-1">
                  <p className="flex min-h-11 flex-wrap items-center justify-between gap-x-4">
                    <Link to={reportPlacePath(place.code)} className={link}>
                      {place.name}
                    </Link>
                    <span className="text-muted-foreground">{fillCount(text.channelCount, place.count)}</span>
                  </p>
                  {place.states.length > 0 ? (
                    <div className="mb-3 pl-4">
                      <h4 className="mt-1 text-base font-semibold text-muted-foreground">
                        {text.statesTitle}
                      </h4>
                      <ul className="flex list-none flex-wrap gap-x-5 p-0">
                        {place.states.map((state) => (
                          <li key={state.code}>
                            <Link
                              to={reportPlacePath(place.code, state.code)}
                              className={`inline-flex min-h-11 items-center ${link}`}
                            >
                              {state.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </StaticPart>
  );
}
