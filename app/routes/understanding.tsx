import { ContentCardGrid } from "~/components/sections/content-card-grid";
import { HumaneDesignCard } from "~/components/insights/humane-design-card";
import { SourceList } from "~/components/insights/source-list";
import { CallToActionBanner } from "~/components/sections/call-to-action-banner";
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
        <ContentCardGrid columns={3} cards={opportunities.cards} />
      </Section>
      <Section header={techniques.header} tone="muted">
        <ContentCardGrid columns={3} cards={techniques.cards} />
        <div className="mt-10">
          <HumaneDesignCard card={humaneDesign} />
        </div>
      </Section>
      <Section header={principles.header}>
        <ContentCardGrid columns={2} cards={principles.cards} />
      </Section>
      <CallToActionBanner cta={{ title: next.title, body: next.body, primary: next.link }} />
      <SourceList references={sources} text={sourceListText} />
    </>
  );
}
