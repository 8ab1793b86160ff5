import { DiagramFigure } from "#app/components/diagrams/diagram-figure.tsx";
import { DiagramKey } from "#app/components/diagrams/diagram-key.tsx";
import { renderDiagram } from "#app/components/diagrams/diagram.server.tsx";
import { ImpactAreasDiagram } from "#app/components/diagrams/impact-areas-diagram.tsx";
import { ContentCardGrid } from "#app/components/sections/content-card-grid.tsx";
import { DashboardCallout } from "#app/components/insights/dashboard-callout.tsx";
import { SourceList } from "#app/components/shared/source-list.tsx";
import { NumberedSteps } from "#app/components/sections/numbered-steps.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { whyItMattersPage, whyItMattersSources } from "#app/content/pages/why-it-matters.ts";
import { sourceListText } from "#app/content/references.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteConfig } from "#app/site.config.ts";
import type { Route } from "./+types/why-it-matters";
export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...whyItMattersPage.meta, location });

/** Build time only: the impact diagram as static SVG markup, so its drawing code never ships (ADR 008). */
export function loader() {
  const { label, captions } = whyItMattersPage.impactAreas.diagram;
  return {
    sources: whyItMattersSources,
    impactSvg: renderDiagram(
      <ImpactAreasDiagram label={label} describedBy="impact-summary impact-areas" captions={captions} />,
    ),
  };
}

/** Client-side navigations: the pre-rendered data, or the page as a document if it cannot be fetched. */
export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export default function WhyItMattersRoute({ loaderData }: Route.ComponentProps) {
  const { hero, impactAreas, mechanisms, dashboard } = whyItMattersPage;
  return (
    <>
      <PageHero hero={hero} />
      <Section hydrate={false} header={impactAreas.header}>
        <DiagramFigure svgHtml={loaderData.impactSvg} className="mb-12">
          <p id="impact-summary">{impactAreas.diagram.body}</p>
          <DiagramKey
            id="impact-areas"
            title={impactAreas.diagram.listTitle}
            items={impactAreas.cards.map((card) => ({ title: card.title }))}
          />
        </DiagramFigure>
        <ContentCardGrid columns={2} cards={impactAreas.cards} />
      </Section>
      <Section hydrate={false} header={mechanisms.header} tone="muted">
        <NumberedSteps steps={mechanisms.steps} />
      </Section>
      <DashboardCallout
        title={dashboard.title}
        body={dashboard.body}
        buttonLabel={dashboard.buttonLabel}
        href={siteConfig.dashboardUrl}
      />
      <SourceList references={loaderData.sources} text={sourceListText} />
    </>
  );
}
