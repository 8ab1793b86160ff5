import { ContentCardGrid } from "~/components/sections/content-card-grid";
import { Icon as SpriteIcon } from "~/components/icon";
import { Link } from "react-router";
import { CallToActionBanner } from "~/components/sections/call-to-action-banner";
import { NumberedSteps } from "~/components/sections/numbered-steps";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { homePage } from "~/content/pages/home";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta({ ...homePage.meta, path: "/", isHome: true });

export default function HomeRoute() {
  const { hero, explainer, toolkit, closing } = homePage;
  return (
    <>
      <PageHero hero={hero}>
        <Button asChild size="lg">
          <Link to={hero.cta.href}>
            {hero.cta.label}
            <SpriteIcon name="arrow-right" />
          </Link>
        </Button>
      </PageHero>
      <Section header={explainer.header}>
        <NumberedSteps steps={explainer.steps} />
      </Section>
      <Section header={toolkit.header} tone="muted">
        <ContentCardGrid columns={4} cards={toolkit.cards} />
      </Section>
      <CallToActionBanner cta={closing} />
    </>
  );
}
