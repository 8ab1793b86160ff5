import { DashboardCallout } from "~/components/insights/dashboard-callout";
import { SourceList } from "~/components/insights/source-list";
import { CardGrid } from "~/components/sections/card-grid";
import { ContentCard } from "~/components/sections/content-card";
import { NumberedSteps } from "~/components/sections/numbered-steps";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { whyItMattersPage } from "~/content/pages/why-it-matters";
import { sourceListText } from "~/content/references";
import { pageMeta } from "~/lib/seo";
import { siteConfig } from "~/site.config";
import type { Route } from "./+types/why-it-matters";

export const meta: Route.MetaFunction = () => pageMeta({ ...whyItMattersPage.meta, path: "/why-it-matters" });

export default function WhyItMattersRoute() {
  const { hero, impactAreas, mechanisms, dashboard, sources } = whyItMattersPage;
  return (
    <>
      <PageHero hero={hero} />
      <Section header={impactAreas.header}>
        <CardGrid columns={2}>
          {impactAreas.cards.map((card) => (
            <li key={card.title}>
              <ContentCard card={card} />
            </li>
          ))}
        </CardGrid>
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
      <SourceList references={sources} text={sourceListText} />
    </>
  );
}
