import { Link } from "~/components/ui/link";
import { TeachPointer } from "~/components/teach/teach-pointer";
import { HeroExample } from "~/components/home/hero-example";
import { HomeHero } from "~/components/home/home-hero";
import { LatestArticles } from "~/components/home/latest-articles";
import { OfferList } from "~/components/home/offer-list";
import { Icon as SpriteIcon } from "~/components/icon";
import { postReadTime } from "~/components/mdx/render-post-body.server";
import { renderIllustration } from "~/components/patterns/illustration.server";
import { CallToActionBanner } from "~/components/sections/call-to-action-banner";
import { ContentCardGrid } from "~/components/sections/content-card-grid";
import { NumberedSteps } from "~/components/sections/numbered-steps";
import { Section } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { getAllPosts } from "~/content/blog/posts.server";
import { homePage } from "~/content/pages/home";
import { toolsPage } from "~/content/pages/tools";
import { patterns } from "~/content/patterns";
import { dataOrDocument } from "~/lib/data-or-document";
import { formatDateStable } from "~/lib/format-date";
import { paperFiles } from "~/lib/download-file.server";
import { keepSubtitleDash } from "~/lib/post-title";
import { pageMeta } from "~/lib/seo";
import { guidePathFor } from "~/site.config";
import type { Route } from "./+types/home";

/**
 * Build time only: the example pattern's two screens as static SVG, the newest posts from their
 * frontmatter (never the article modules), and the guide's file note as the top of /tools states it, with the size
 * of the PDF the build has just written.
 */
export function loader() {
  const { example, latest } = homePage;
  const pattern = patterns.find((entry) => entry.slug === example.slug);
  if (!pattern) throw new Error(`content/pages/home.ts: no pattern "${example.slug}"`);
  return {
    // The part of each screen that makes the point, without markers (no callouts are printed here), so
    // its words stay legible at a phone's width (issue 26.2).
    harmfulSvg: renderIllustration(example.slug, "harmful", {
      label: pattern.harmful.label,
      keyArea: true,
      markers: false,
    }),
    humaneSvg: renderIllustration(example.slug, "humane", {
      label: pattern.humane.label,
      keyArea: true,
      markers: false,
    }),
    guideFiles: paperFiles(guidePathFor),
    articles: getAllPosts()
      .slice(0, latest.count)
      .map(({ slug, path, title, date, excerpt }) => ({
        path,
        // Done here, not with the blog's PostTitleText: a component shared by a third route ships as a file of its own.
        title: keepSubtitleDash(title),
        date,
        dateLabel: formatDateStable(date),
        readTime: postReadTime(slug),
        excerpt,
      })),
  };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ ...homePage.meta, location, isHome: true });

/**
 * The first two screens show what the site offers (an example, the library, the self-check, the guide,
 * the newest articles); the spec's explainer, toolkit and call to action follow.
 */
export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { hero, example, offer, latest, explainer, record, toolkit, closing } = homePage;
  return (
    <>
      <HomeHero
        hero={hero}
        action={
          <Button asChild size="lg">
            <Link to={hero.cta.href}>
              {hero.cta.label}
              <SpriteIcon name="arrow-right" />
            </Link>
          </Button>
        }
        aside={
          <HeroExample
            label={example.label}
            harmful={{ svgHtml: loaderData.harmfulSvg, caption: example.harmfulCaption }}
            humane={{ svgHtml: loaderData.humaneSvg, caption: example.humaneCaption }}
            link={{ label: example.linkLabel, href: `/patterns/${example.slug}` }}
          />
        }
      />
      <OfferList offer={offer} guideFiles={loaderData.guideFiles} guideNote={toolsPage.hero.guideLink.note} />
      <LatestArticles title={latest.title} allLink={latest.allLink} articles={loaderData.articles} />
      <Section header={explainer.header} tone="muted">
        <NumberedSteps steps={explainer.steps} ruled />
        <p className="mt-10 text-lg">
          {record.lead}{" "}
          <Link to={record.link.href} className="inline-flex min-h-11 items-center gap-2 font-semibold">
            {record.link.label}
            <SpriteIcon name="arrow-right" />
          </Link>
        </p>
        <TeachPointer pointer={homePage.teach} className="mt-4" />
      </Section>
      <Section header={toolkit.header}>
        <ContentCardGrid cards={toolkit.cards} columns={4} ruled />
      </Section>
      <CallToActionBanner cta={closing} />
    </>
  );
}
