import { ExternalButtonLink } from "~/components/dashboard/external-button-link";
import { OperatorNotice } from "~/components/dashboard/operator-notice";
import { CardGrid } from "~/components/sections/card-grid";
import { ContentCard } from "~/components/sections/content-card";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { dashboardPage } from "~/content/pages/dashboard";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { siteConfig } from "~/site.config";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => pageMeta({ ...dashboardPage.meta, path: "/dashboard" });

export default function DashboardRoute() {
  const { hero, features, operator, buttonLabel, note } = dashboardPage;
  return (
    <>
      <PageHero hero={hero}>
        <ExternalButtonLink href={siteConfig.dashboardUrl} label={buttonLabel} />
        <p className="basis-full text-[0.9375rem] text-muted-foreground">{note}</p>
      </PageHero>
      <Section id="what-it-shows" header={features.header}>
        <CardGrid columns={3}>
          {features.cards.map((card, index, cards) => (
            // With an odd count, the last card spans the row while the grid has two columns (tablets).
            <li
              key={card.title}
              className={cn(index === cards.length - 1 && index % 2 === 0 && "md:col-span-2 lg:col-span-1")}
            >
              <ContentCard card={card} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <OperatorNotice title={operator.title} body={operator.body}>
        <ExternalButtonLink href={siteConfig.dashboardUrl} label={buttonLabel} variant="outline" />
      </OperatorNotice>
    </>
  );
}
