import { ArrowLink } from "~/components/shared/arrow-link";
import { ContentCardGrid } from "~/components/sections/content-card-grid";
import { CallToActionBanner } from "~/components/sections/call-to-action-banner";
import { NumberedSteps } from "~/components/sections/numbered-steps";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ourApproachPage } from "~/content/pages/our-approach";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/our-approach";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...ourApproachPage.meta, location });

export default function OurApproachRoute() {
  const { hero, principles, methodology, ethics, dashboard } = ourApproachPage;
  return (
    <>
      <PageHero hero={hero} />
      <Section id="principles" header={principles.header}>
        <ContentCardGrid columns={2} cards={principles.cards} />
      </Section>
      <Section id="methodology" header={methodology.header} tone="muted">
        {/* Four steps, two abreast beside the side heading. NumberedSteps is laid out for three; cn() does not merge, hence "!". */}
        <NumberedSteps steps={methodology.steps} className="gap-10! md:grid-cols-2!" />
      </Section>
      <Section id="ethics" header={ethics.header}>
        <ContentCardGrid columns={3} cards={ethics.cards} />
        <ArrowLink link={ethics.transparencyLink} className="mt-8" />
      </Section>
      <CallToActionBanner cta={{ title: dashboard.title, body: dashboard.body, primary: dashboard.link }} />
    </>
  );
}
