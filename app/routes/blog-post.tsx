import { Icon as SpriteIcon } from "#app/components/icon.tsx";
import type { MouseEvent } from "react";
import { data, useNavigate } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { PostMeta } from "#app/components/blog/post-meta.tsx";
import { PostTitleText } from "#app/components/blog/post-title-text.tsx";
import { AdjacentPostLink } from "#app/components/blog/adjacent-post-link.tsx";
import { SeriesNav } from "#app/components/blog/series-nav.tsx";
import { TableOfContents } from "#app/components/blog/table-of-contents.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { CiteThis } from "#app/components/cite/cite-this.tsx";
import { ShareButton } from "#app/components/cite/share-button.tsx";
import { postCitation } from "#app/content/citations.server.ts";
import { getPost, getPostPatterns, getRelatedPosts, getSeries } from "#app/content/blog/posts.server.ts";
import { PatternsInArticle } from "#app/components/blog/patterns-in-article.tsx";
import { PostTags } from "#app/components/blog/post-tags.tsx";
import { RelatedPosts } from "#app/components/blog/related-posts.tsx";
import { blogPage } from "#app/content/pages/blog.ts";
import { postReadTime, renderPostBody } from "#app/components/mdx/render-post-body.server.tsx";
import { pageCitation } from "#app/lib/cite-formats.ts";
import { absoluteUrl, authorJsonLd, jsonLd, pageMeta } from "#app/lib/seo.ts";
import { socialCardPath } from "#app/lib/reuse.ts";
import { articleCardAlt } from "#app/content/reuse-text.server.ts";
import { siteConfig } from "#app/site.config.ts";
import { pagePath } from "#app/lib/page-path.ts";
import type { Route } from "./+types/blog-post";
import { dataOrDocument } from "#app/lib/data-or-document.ts";

/**
 * Runs at build time for each article (pre-rendered from family-paths.ts). The body is HTML rendered from the article's MDX; a client-side
 * navigation gets all of it from the pre-rendered `.data` file.
 */
export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  const previous = post.previous ? getPost(post.previous) : undefined;
  const series = getSeries(post);
  const part = post.series?.part;
  const next = series.find((entry) => part !== undefined && entry.series?.part === part + 1);
  const citation = postCitation(post);
  return {
    /** The social card's text alternative, made here so its words ship as data, not script. */
    cardAlt: articleCardAlt(post.title, post.category),
    post: {
      slug: post.slug,
      path: post.path,
      title: post.title,
      excerpt: post.excerpt,
      authorName: post.authorName,
      date: post.date,
      updated: post.updated ?? null,
      readTime: postReadTime(post.slug),
      category: post.category,
      tags: post.tags,
      headings: post.toc ? post.headings : [],
    },
    series: post.series
      ? {
          title: post.series.title,
          parts: series.map((entry) => ({
            path: entry.path,
            title: entry.title,
            current: entry.slug === post.slug,
          })),
        }
      : null,
    patterns: getPostPatterns(post).map((pattern) => ({
      path: `/patterns/${pattern.slug}`,
      name: pattern.name,
    })),
    related: getRelatedPosts(post).map((entry) => ({
      path: entry.path,
      title: entry.title,
      tags: entry.tags,
    })),
    previous: previous ? { path: previous.path, title: previous.title } : null,
    next: next ? { path: next.path, title: next.title } : null,
    bodyHtml: renderPostBody(post.slug),
    citation: pageCitation(citation, post.path),
  };
}

/** Client-side navigations: the pre-rendered data, or the page as a document if it cannot be fetched. */
export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  const path = pagePath(location.pathname);
  return [
    ...pageMeta({
      title: post.title,
      description: post.excerpt,
      location,
      type: "article",
      imageAlt: loaderData.cardAlt,
    }),
    { property: "article:published_time", content: post.date },
    { property: "article:author", content: post.authorName },
    { property: "article:section", content: post.category },
    ...loaderData.citation.tags,
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
      dateModified: post.updated ?? post.date,
      articleSection: post.category,
      inLanguage: "en",
      url: absoluteUrl(path),
      mainEntityOfPage: absoluteUrl(path),
      image: absoluteUrl(socialCardPath(path)),
      author: authorJsonLd(siteConfig.author),
      publisher: { "@type": "Organization", name: siteConfig.name, url: siteConfig.url },
    }),
  ];
};

function BackToBlog() {
  return (
    <Link to="/blog" className="inline-flex min-h-11 items-center gap-1.5 font-semibold print:hidden">
      <SpriteIcon name="arrow-left" className="size-4" />
      {blogPage.backLabel}
    </Link>
  );
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const { post, series, patterns, related, previous, next, bodyHtml, citation } = loaderData;
  const navigate = useNavigate();

  /** Links inside the static article HTML to other pages of the site navigate client-side, like every other link. */
  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as HTMLElement).closest("a");
    const href = link?.getAttribute("href");
    if (!href?.startsWith("/") || link?.target || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  }
  return (
    <article aria-labelledby="article-title">
      <header className="border-b border-border bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-3xl px-4 pt-8 pb-10 sm:px-6 md:pt-12 md:pb-12">
          <div className="flex items-center justify-between gap-4">
            <BackToBlog />
            <ShareButton title={post.title} url={citation.url} />
          </div>
          <div className="mt-6 flex flex-wrap items-center gap-2">
            <Badge>{post.category}</Badge>
            <PostTags tags={post.tags} label={blogPage.tagsLabel} />
          </div>
          <h1
            id="article-title"
            className="mt-4 text-[2.125rem] font-semibold tracking-tight sm:text-5xl sm:leading-[1.1]"
          >
            <PostTitleText title={post.title} />
          </h1>
          <PostMeta
            authorName={post.authorName}
            date={post.date}
            readTime={post.readTime}
            updated={post.updated}
            updatedLabel={blogPage.updatedLabel}
            className="mt-6 text-[0.9375rem] sm:text-base"
          />
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
        {series ? <SeriesNav title={series.title} label={blogPage.seriesLabel} parts={series.parts} /> : null}
        {post.headings.length > 0 ? (
          <TableOfContents title={blogPage.tocLabel} headings={post.headings} />
        ) : null}
        {/* Build-time HTML from our own MDX articles (render.server.tsx), never visitor input. */}
        <div
          className="article-body"
          onClick={followInternalLink}
          dangerouslySetInnerHTML={{ __html: bodyHtml }}
        />
        <PatternsInArticle title={blogPage.patternsTitle} lead={blogPage.patternsLead} patterns={patterns} />
        <RelatedPosts title={blogPage.relatedTitle} tagsLabel={blogPage.tagsLabel} posts={related} />
        <CiteThis citation={citation} className="mt-14" />
        <footer className="mt-14 flex flex-col gap-6 border-t border-border pt-8">
          {previous || next ? (
            <nav aria-label={blogPage.adjacentLabel} className="grid gap-4 sm:grid-cols-2">
              {previous ? (
                <AdjacentPostLink direction="previous" label={blogPage.previousLabel} post={previous} />
              ) : null}
              {next ? <AdjacentPostLink direction="next" label={blogPage.nextLabel} post={next} /> : null}
            </nav>
          ) : null}
          <div>
            <BackToBlog />
          </div>
        </footer>
      </div>
    </article>
  );
}
