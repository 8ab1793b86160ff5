import { HumaneDesignCard } from "~/components/insights/humane-design-card";
import { SourceList } from "~/components/insights/source-list";
import { CallToActionBanner } from "~/components/sections/call-to-action-banner";
import { CardGrid } from "~/components/sections/card-grid";
import { ContentCard } from "~/components/sections/content-card";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { understandingPage } from "~/content/pages/understanding";
import { sourceListText } from "~/content/references";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/understanding";

export const meta: Route.MetaFunction = () => pageMeta({ ...understandingPage.meta, path: "/understanding" });

export default function UnderstandingRoute() {
  const { hero, opportunities, techniques, humaneDesign, principles, next, sources } = understandingPage;
  return (
    <>
      <PageHero hero={hero} />
      <Section header={opportunities.header}>
        <CardGrid columns={3}>
          {opportunities.cards.map((card) => (
            <li key={card.title}>
              <ContentCard card={card} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section header={techniques.header} tone="muted">
        <CardGrid columns={3}>
          {techniques.cards.map((card) => (
            <li key={card.title}>
              <ContentCard card={card} />
            </li>
          ))}
        </CardGrid>
        <div className="mt-10">
          <HumaneDesignCard card={humaneDesign} />
        </div>
      </Section>
      <Section header={principles.header}>
        <CardGrid columns={2}>
          {principles.cards.map((card) => (
            <li key={card.title}>
              <ContentCard card={card} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <CallToActionBanner cta={{ title: next.title, body: next.body, primary: next.link }} />
      <SourceList references={sources} text={sourceListText} />
    </>
  );
}
