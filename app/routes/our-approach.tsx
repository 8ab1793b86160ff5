import { ArrowLink } from "#app/components/shared/arrow-link.tsx";
import { ContentCardGrid } from "#app/components/sections/content-card-grid.tsx";
import { CallToActionBanner } from "#app/components/sections/call-to-action-banner.tsx";
import { NumberedSteps } from "#app/components/sections/numbered-steps.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ourApproachPage } from "#app/content/pages/our-approach.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/our-approach";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...ourApproachPage.meta, location });

export default function OurApproachRoute() {
  const { hero, principles, methodology, ethics, dashboard } = ourApproachPage;
  return (
    <>
      <PageHero hero={hero} />
      <Section hydrate={false} id="principles" header={principles.header}>
        <ContentCardGrid columns={2} cards={principles.cards} />
      </Section>
      <Section hydrate={false} id="methodology" header={methodology.header} tone="muted">
        {/* Four steps, two abreast beside the side heading. NumberedSteps is laid out for three; cn() does not merge, hence "!". */}
        <NumberedSteps steps={methodology.steps} className="gap-10! md:grid-cols-2!" />
      </Section>
      <Section hydrate={false} id="ethics" header={ethics.header}>
        <ContentCardGrid columns={3} cards={ethics.cards} />
        <ArrowLink link={ethics.transparencyLink} className="mt-8" />
      </Section>
      <CallToActionBanner cta={{ title: dashboard.title, body: dashboard.body, primary: dashboard.link }} />
    </>
  );
}
