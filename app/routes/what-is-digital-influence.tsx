import { DiagramFigure } from "~/components/diagrams/diagram-figure";
import { DiagramKey } from "~/components/diagrams/diagram-key";
import { renderDiagram } from "~/components/diagrams/diagram.server";
import { RewardScheduleDiagram } from "~/components/diagrams/reward-schedule-diagram";
import { ScheduleLegend } from "~/components/diagrams/schedule-legend";
import { ContentCardGrid } from "~/components/sections/content-card-grid";
import { HumaneDesignCard } from "~/components/insights/humane-design-card";
import { SourceList } from "~/components/shared/source-list";
import { CallToActionBanner } from "~/components/sections/call-to-action-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import {
  whatIsDigitalInfluencePage,
  whatIsDigitalInfluenceSources,
} from "~/content/pages/what-is-digital-influence";
import { sourceListText } from "~/content/references";
import { dataOrDocument } from "~/lib/data-or-document";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/what-is-digital-influence";
export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ ...whatIsDigitalInfluencePage.meta, location });

/** Build time only: the schedule diagram as static SVG markup, so its drawing code never ships (ADR 008). */
export function loader() {
  const { label, rows, timeLabel } = whatIsDigitalInfluencePage.schedule;
  return {
    sources: whatIsDigitalInfluenceSources,
    scheduleSvg: renderDiagram(
      <RewardScheduleDiagram
        label={label}
        describedBy="schedule-rows schedule-legend schedule-note"
        rowLabels={rows.map((row) => row.short)}
        timeLabel={timeLabel}
      />,
    ),
  };
}

/** Client-side navigations: the pre-rendered data, or the page as a document if it cannot be fetched. */
export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export default function WhatIsDigitalInfluenceRoute({ loaderData }: Route.ComponentProps) {
  const { hero, techniques, schedule, humaneDesign, next } = whatIsDigitalInfluencePage;
  return (
    <>
      <PageHero hero={hero} />
      <Section header={techniques.header}>
        <ContentCardGrid columns={3} cards={techniques.cards} />
        <div className="mt-10">
          <HumaneDesignCard card={humaneDesign} />
        </div>
      </Section>
      <Section header={schedule.header} tone="muted">
        <DiagramFigure svgHtml={loaderData.scheduleSvg}>
          <DiagramKey id="schedule-rows" items={schedule.rows} />
          <ScheduleLegend
            id="schedule-legend"
            check={schedule.legend.check}
            reward={schedule.legend.reward}
          />
          <p id="schedule-note" className="text-muted-foreground">
            {schedule.note}
          </p>
        </DiagramFigure>
      </Section>
      <CallToActionBanner cta={{ title: next.title, body: next.body, primary: next.link }} />
      <SourceList references={loaderData.sources} text={sourceListText} />
    </>
  );
}
