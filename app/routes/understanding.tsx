import { DiagramFigure } from "~/components/diagrams/diagram-figure";
import { DiagramKey } from "~/components/diagrams/diagram-key";
import { renderDiagram } from "~/components/diagrams/diagram.server";
import { EngagementLoopDiagram } from "~/components/diagrams/engagement-loop-diagram";
import { ContentCardGrid } from "~/components/sections/content-card-grid";
import { HumaneDesignCard } from "~/components/insights/humane-design-card";
import { SourceList } from "~/components/shared/source-list";
import { CallToActionBanner } from "~/components/sections/call-to-action-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { understandingPage, understandingSources } from "~/content/pages/understanding";
import { sourceListText } from "~/content/references";
import { dataOrDocument } from "~/lib/data-or-document";
import { pageMeta } from "~/lib/seo";
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
      <Section header={opportunities.header}>
        <ContentCardGrid columns={3} cards={opportunities.cards} />
      </Section>
      <Section header={loop.header} tone="muted">
        <DiagramFigure svgHtml={loaderData.loopSvg}>
          <DiagramKey id="loop-stages" title={loop.stagesTitle} items={loop.stages} />
          <DiagramKey id="loop-breaks" title={loop.breaksTitle} items={loop.breaks} marks="letters" />
        </DiagramFigure>
      </Section>
      <Section header={techniques.header}>
        <ContentCardGrid columns={3} cards={techniques.cards} />
        <div className="mt-10">
          <HumaneDesignCard card={humaneDesign} />
        </div>
      </Section>
      <Section header={principles.header} tone="muted">
        <ContentCardGrid columns={2} cards={principles.cards} />
      </Section>
      <CallToActionBanner cta={{ title: next.title, body: next.body, primary: next.link }} />
      <SourceList references={loaderData.sources} text={sourceListText} />
    </>
  );
}
