import { Icon } from "#app/components/icon.tsx";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Section } from "#app/components/sections/section.tsx";
import type { ReportPage } from "#app/content/pages/report.ts";
import type { ReportProblem } from "#app/content/report/places.ts";
import { fillCount, fillTemplate } from "#app/lib/template.ts";
import { ChannelList } from "./channel-list.tsx";
import { ReportGap } from "./report-gap.tsx";
import type { ChannelView, GapView } from "./report-types.ts";

/**
 * One answer to "What happened?" on a place's page, at its own anchor (/report/de#money): the one or
 * two bodies to try first, open, then the rest of the place's bodies, closed under their count (open
 * when tapped, with or without scripts; printed open). A documented gap (the place has no body of the
 * kind this problem needs that takes complaints yet) stands first, with the page that states it.
 */
export function PlaceProblem({
  problem,
  first,
  rest,
  gap,
  place,
  text,
  tone,
}: {
  problem: ReportProblem;
  first: ChannelView[];
  rest: ChannelView[];
  gap?: GapView | undefined;
  place: string;
  text: Pick<ReportPage, "problems" | "placePage" | "directory">;
  tone: "plain" | "muted";
}) {
  const { title, lead } = text.problems[problem];
  return (
    <Section id={problem} header={{ title, lead }} tone={tone}>
      {/* Links, text and a native disclosure: kept as pre-rendered while the page hydrates (issue 56). */}
      <StaticPart className="max-w-3xl">
        <h3 className="text-xl font-semibold">{text.placePage.tryFirst}</h3>
        {gap ? (
          <ReportGap gap={gap} sourceLabel={text.placePage.gapSource} newTab={text.directory.labels.newTab} />
        ) : null}
        {first.length > 0 ? (
          <ChannelList channels={first} text={text.directory} place={place} className="mt-2 text-lg" />
        ) : (
          <p className="mt-2 max-w-[65ch] text-lg">{fillTemplate(text.placePage.noneFirst, { place })}</p>
        )}
        {rest.length > 0 ? (
          <details className="group mt-4 border-t border-border">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-2 font-semibold group-hover:text-primary [&::-webkit-details-marker]:hidden">
              <span>{fillCount(text.placePage.rest, rest.length, { place })}</span>
              <Icon
                name="chevron-down"
                className="size-5 shrink-0 text-primary transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <ChannelList channels={rest} text={text.directory} place={place} className="mb-2" />
          </details>
        ) : null}
      </StaticPart>
    </Section>
  );
}
