import { ContentCardGrid } from "~/components/sections/content-card-grid";
import { Icon as SpriteIcon } from "~/components/icon";
import { Link } from "react-router";
import { CallToActionBanner } from "~/components/sections/call-to-action-banner";
import { NumberedSteps } from "~/components/sections/numbered-steps";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { homePage } from "~/content/pages/home";
import { patterns } from "~/content/patterns";
import { renderIllustration } from "~/components/patterns/illustration.server";
import { PatternExample } from "~/components/patterns/pattern-example";
import { dataOrDocument } from "~/lib/data-or-document";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

/** Build time only: the library's example pattern, its two screens as static SVG. */
export function loader() {
  const { example } = homePage.library;
  const pattern = patterns.find((entry) => entry.slug === example);
  if (!pattern) throw new Error(`content/pages/home.ts: no pattern "${example}"`);
  return {
    harmfulSvg: renderIllustration(example, "harmful", { label: pattern.harmful.label }),
    humaneSvg: renderIllustration(example, "humane", { label: pattern.humane.label }),
  };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = () => pageMeta({ ...homePage.meta, path: "/", isHome: true });

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { hero, explainer, toolkit, library, closing } = homePage;
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
      <Section header={library.header} tone="muted">
        <div className="grid items-center gap-10 lg:grid-cols-[3fr_2fr]">
          <PatternExample
            harmful={{ svgHtml: loaderData.harmfulSvg, caption: library.harmfulCaption }}
            humane={{ svgHtml: loaderData.humaneSvg, caption: library.humaneCaption }}
          />
          <div className="flex flex-wrap gap-3 lg:flex-col lg:items-start">
            <Button asChild size="lg">
              <Link to={library.libraryLink.href}>
                {library.libraryLink.label}
                <SpriteIcon name="arrow-right" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={library.quizLink.href}>{library.quizLink.label}</Link>
            </Button>
          </div>
        </div>
      </Section>
      <Section header={toolkit.header}>
        <ContentCardGrid columns={4} cards={toolkit.cards} />
      </Section>
      <CallToActionBanner cta={closing} />
    </>
  );
}
