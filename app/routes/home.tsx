import { Link } from "#app/components/ui/link.tsx";
import { TeachPointer } from "#app/components/teach/teach-pointer.tsx";
import { HeroExample } from "#app/components/home/hero-example.tsx";
import { HomeHero } from "#app/components/home/home-hero.tsx";
import { LatestArticles } from "#app/components/home/latest-articles.tsx";
import { OfferList } from "#app/components/home/offer-list.tsx";
import { Icon as SpriteIcon } from "#app/components/icon.tsx";
import { postReadTime } from "#app/components/mdx/render-post-body.server.tsx";
import { renderIllustration } from "#app/components/patterns/illustration.server.tsx";
import { CallToActionBanner } from "#app/components/sections/call-to-action-banner.tsx";
import { ContentCardGrid } from "#app/components/sections/content-card-grid.tsx";
import { NumberedSteps } from "#app/components/sections/numbered-steps.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { getAllPosts } from "#app/content/blog/posts.server.ts";
import { homePage } from "#app/content/pages/home.ts";
import { toolsPage } from "#app/content/pages/tools.ts";
import { patterns } from "#app/content/patterns.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { formatDateStable } from "#app/lib/format-date.ts";
import { paperFiles } from "#app/lib/download-file.server.ts";
import { keepSubtitleDash } from "#app/lib/post-title.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { guidePathFor } from "#app/site.config.ts";
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
      <Section hydrate={false} header={explainer.header} tone="muted">
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
      <Section hydrate={false} header={toolkit.header}>
        <ContentCardGrid cards={toolkit.cards} columns={4} ruled />
      </Section>
      <CallToActionBanner cta={closing} />
    </>
  );
}
