import { ExternalButtonLink } from "#app/components/dashboard/external-button-link.tsx";
import { OperatorNotice } from "#app/components/dashboard/operator-notice.tsx";
import { ContentCardGrid } from "#app/components/sections/content-card-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { dashboardPage } from "#app/content/pages/dashboard.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteConfig } from "#app/site.config.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...dashboardPage.meta, location });

export default function DashboardRoute() {
  const { hero, offer, operator, buttonLabel, note } = dashboardPage;
  // The provider's own list of features comes first, when one is configured; the glossary card always follows.
  const cards = offer.providerFeatures ? [offer.providerFeatures, offer.glossary] : [offer.glossary];
  return (
    <>
      <PageHero hero={hero}>
        <ExternalButtonLink href={siteConfig.dashboardUrl} label={buttonLabel} />
        <p className="basis-full text-[0.9375rem] text-muted-foreground">{note}</p>
      </PageHero>
      <Section id="what-it-offers" header={offer.header}>
        <ContentCardGrid columns={2} cards={cards} />
      </Section>
      <OperatorNotice title={operator.title} body={operator.body}>
        <ExternalButtonLink href={siteConfig.dashboardUrl} label={buttonLabel} variant="outline" />
      </OperatorNotice>
    </>
  );
}
