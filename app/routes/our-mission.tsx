import { Prose } from "#app/components/about/prose.tsx";
import { SplitSummary } from "#app/components/about/split-summary.tsx";
import { CallToActionBanner } from "#app/components/sections/call-to-action-banner.tsx";
import { ContentCardGrid } from "#app/components/sections/content-card-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ourMissionPage } from "#app/content/pages/our-mission.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/our-mission";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...ourMissionPage.meta, location });

export default function OurMissionRoute() {
  const { hero, mission, vision, goals, closing } = ourMissionPage;
  return (
    <>
      <PageHero hero={hero} />
      <Section hydrate={false} id="mission" header={mission.header}>
        <SplitSummary asideTitle={mission.audiences.title} items={mission.audiences.items}>
          <Prose paragraphs={mission.paragraphs} />
        </SplitSummary>
      </Section>
      <Section hydrate={false} id="vision" header={vision.header} tone="muted">
        <Prose paragraphs={vision.paragraphs} />
      </Section>
      <Section hydrate={false} id="goals" header={goals.header}>
        <ContentCardGrid cards={goals.cards} />
      </Section>
      <CallToActionBanner cta={closing} />
    </>
  );
}
