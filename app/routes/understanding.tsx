import { DiagramFigure } from "#app/components/diagrams/diagram-figure.tsx";
import { DiagramKey } from "#app/components/diagrams/diagram-key.tsx";
import { renderDiagram } from "#app/components/diagrams/diagram.server.tsx";
import { EngagementLoopDiagram } from "#app/components/diagrams/engagement-loop-diagram.tsx";
import { ContentCardGrid } from "#app/components/sections/content-card-grid.tsx";
import { HumaneDesignCard } from "#app/components/insights/humane-design-card.tsx";
import { SourceList } from "#app/components/shared/source-list.tsx";
import { CallToActionBanner } from "#app/components/sections/call-to-action-banner.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { understandingPage, understandingSources } from "#app/content/pages/understanding.ts";
import { sourceListText } from "#app/content/references.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/understanding";
export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...understandingPage.meta, location });

/** Build time only: the loop diagram as static SVG markup, so its drawing code never ships (ADR 008). */
export function loader() {
  const { label, stages } = understandingPage.loop;
  return {
    sources: understandingSources,
    loopSvg: renderDiagram(
      <EngagementLoopDiagram
        label={label}
        describedBy="loop-stages loop-breaks"
        shortLabels={stages.map((stage) => stage.short)}
      />,
    ),
  };
}

/** Client-side navigations: the pre-rendered data, or the page as a document if it cannot be fetched. */
export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export default function UnderstandingRoute({ loaderData }: Route.ComponentProps) {
  const { hero, opportunities, loop, techniques, humaneDesign, principles, next } = understandingPage;
  return (
    <>
      <PageHero hero={hero} />
      <Section hydrate={false} header={opportunities.header}>
        <ContentCardGrid columns={3} cards={opportunities.cards} />
      </Section>
      <Section hydrate={false} header={loop.header} tone="muted">
        <DiagramFigure svgHtml={loaderData.loopSvg}>
          <DiagramKey id="loop-stages" title={loop.stagesTitle} items={loop.stages} />
          <DiagramKey id="loop-breaks" title={loop.breaksTitle} items={loop.breaks} marks="letters" />
        </DiagramFigure>
      </Section>
      <Section hydrate={false} header={techniques.header}>
        <ContentCardGrid columns={3} cards={techniques.cards} />
        <div className="mt-10">
          <HumaneDesignCard card={humaneDesign} />
        </div>
      </Section>
      <Section hydrate={false} header={principles.header} tone="muted">
        <ContentCardGrid columns={2} cards={principles.cards} />
      </Section>
      <CallToActionBanner cta={{ title: next.title, body: next.body, primary: next.link }} />
      <SourceList references={loaderData.sources} text={sourceListText} />
    </>
  );
}
