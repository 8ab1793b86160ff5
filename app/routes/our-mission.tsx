import { Prose } from "~/components/about/prose";
import { SplitSummary } from "~/components/about/split-summary";
import { CallToActionBanner } from "~/components/sections/call-to-action-banner";
import { ContentCardGrid } from "~/components/sections/content-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ourMissionPage } from "~/content/pages/our-mission";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/our-mission";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...ourMissionPage.meta, location });

export default function OurMissionRoute() {
  const { hero, mission, vision, goals, closing } = ourMissionPage;
  return (
    <>
      <PageHero hero={hero} />
      <Section id="mission" header={mission.header}>
        <SplitSummary asideTitle={mission.audiences.title} items={mission.audiences.items}>
          <Prose paragraphs={mission.paragraphs} />
        </SplitSummary>
      </Section>
      <Section id="vision" header={vision.header} tone="muted">
        <Prose paragraphs={vision.paragraphs} />
      </Section>
      <Section id="goals" header={goals.header}>
        <ContentCardGrid cards={goals.cards} />
      </Section>
      <CallToActionBanner cta={closing} />
    </>
  );
}
