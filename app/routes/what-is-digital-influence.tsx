import { DiagramFigure } from "#app/components/diagrams/diagram-figure.tsx";
import { DiagramKey } from "#app/components/diagrams/diagram-key.tsx";
import { renderDiagram } from "#app/components/diagrams/diagram.server.tsx";
import { RewardScheduleDiagram } from "#app/components/diagrams/reward-schedule-diagram.tsx";
import { ScheduleLegend } from "#app/components/diagrams/schedule-legend.tsx";
import { ContentCardGrid } from "#app/components/sections/content-card-grid.tsx";
import { HumaneDesignCard } from "#app/components/insights/humane-design-card.tsx";
import { SourceList } from "#app/components/shared/source-list.tsx";
import { CallToActionBanner } from "#app/components/sections/call-to-action-banner.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import {
  whatIsDigitalInfluencePage,
  whatIsDigitalInfluenceSources,
} from "#app/content/pages/what-is-digital-influence.ts";
import { sourceListText } from "#app/content/references.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { pageMeta } from "#app/lib/seo.ts";
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
      <Section hydrate={false} header={techniques.header}>
        <ContentCardGrid columns={3} cards={techniques.cards} />
        <div className="mt-10">
          <HumaneDesignCard card={humaneDesign} />
        </div>
      </Section>
      <Section hydrate={false} header={schedule.header} tone="muted">
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
