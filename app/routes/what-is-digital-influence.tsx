import { ContentCardGrid } from "~/components/sections/content-card-grid";
import { HumaneDesignCard } from "~/components/insights/humane-design-card";
import { SourceList } from "~/components/insights/source-list";
import { CallToActionBanner } from "~/components/sections/call-to-action-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { whatIsDigitalInfluencePage } from "~/content/pages/what-is-digital-influence";
import { sourceListText } from "~/content/references";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/what-is-digital-influence";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...whatIsDigitalInfluencePage.meta, path: "/what-is-digital-influence" });

export default function WhatIsDigitalInfluenceRoute() {
  const { hero, techniques, humaneDesign, next, sources } = whatIsDigitalInfluencePage;
  return (
    <>
      <PageHero hero={hero} />
      <Section header={techniques.header}>
        <ContentCardGrid columns={3} cards={techniques.cards} />
        <div className="mt-10">
          <HumaneDesignCard card={humaneDesign} />
        </div>
      </Section>
      <CallToActionBanner cta={{ title: next.title, body: next.body, primary: next.link }} />
      <SourceList references={sources} text={sourceListText} />
    </>
  );
}
