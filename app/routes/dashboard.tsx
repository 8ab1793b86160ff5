import { ExternalButtonLink } from "~/components/dashboard/external-button-link";
import { OperatorNotice } from "~/components/dashboard/operator-notice";
import { ContentCardGrid } from "~/components/sections/content-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { dashboardPage } from "~/content/pages/dashboard";
import { pageMeta } from "~/lib/seo";
import { siteConfig } from "~/site.config";
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
