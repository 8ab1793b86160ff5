import { DiagramFigure } from "~/components/diagrams/diagram-figure";
import { DiagramKey } from "~/components/diagrams/diagram-key";
import { renderDiagram } from "~/components/diagrams/diagram.server";
import { ImpactAreasDiagram } from "~/components/diagrams/impact-areas-diagram";
import { ContentCardGrid } from "~/components/sections/content-card-grid";
import { DashboardCallout } from "~/components/insights/dashboard-callout";
import { SourceList } from "~/components/shared/source-list";
import { NumberedSteps } from "~/components/sections/numbered-steps";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { whyItMattersPage, whyItMattersSources } from "~/content/pages/why-it-matters";
import { sourceListText } from "~/content/references";
import { dataOrDocument } from "~/lib/data-or-document";
import { pageMeta } from "~/lib/seo";
import { siteConfig } from "~/site.config";
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
      <Section header={impactAreas.header}>
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
      <Section header={mechanisms.header} tone="muted">
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
