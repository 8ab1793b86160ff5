import { ContentCardGrid } from "~/components/sections/content-card-grid";
import { DashboardCallout } from "~/components/insights/dashboard-callout";
import { SourceList } from "~/components/insights/source-list";
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
      <SourceList references={sources} text={sourceListText} />
    </>
  );
}
