import { ArrowLeft, Clock } from "lucide-react";
import { Suspense } from "react";
import { data, Link } from "react-router";
import { LocalDate } from "~/components/blog/local-date";
import { TableOfContents } from "~/components/blog/table-of-contents";
import { mdxComponents } from "~/components/mdx/mdx-components";
import { Badge } from "~/components/ui/badge";
import { postBodies } from "~/content/blog/bodies";
import { getPost } from "~/content/blog/posts.server";
import { blogPage } from "~/content/pages/blog";
import { absoluteUrl, jsonLd, pageMeta, socialImagePath } from "~/lib/seo";
import { siteConfig } from "~/site.config";
import type { Route } from "./+types/blog-post";

/** The spec labels every full article page "8 min read", whatever the index says. */
const ARTICLE_READ_TIME = "8 min read";

/** Runs at build time for each article route (one static route per slug, see routes.ts). */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/blog\//, "").replace(/\/$/, "");
  const post = getPost(slug);
  if (!post) throw data(null, { status: 404 });
  const previous = post.previous ? getPost(post.previous) : undefined;
  return {
    post: {
      slug: post.slug,
      path: post.path,
      title: post.title,
      excerpt: post.excerpt,
      authorName: post.authorName,
      date: post.date,
      category: post.category,
      headings: post.toc ? post.headings : [],
    },
    previous: previous ? { path: previous.path, title: previous.title } : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  return [
    ...pageMeta({ title: post.title, description: post.excerpt, path: post.path, type: "article" }),
    { property: "article:published_time", content: post.date },
    { property: "article:author", content: post.authorName },
    { property: "article:section", content: post.category },
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
      dateModified: post.date,
      articleSection: post.category,
      inLanguage: "en",
      url: absoluteUrl(post.path),
      mainEntityOfPage: absoluteUrl(post.path),
      image: absoluteUrl(socialImagePath),
      author: { "@type": "Person", name: post.authorName, jobTitle: siteConfig.author.role },
      publisher: { "@type": "Organization", name: siteConfig.name, url: siteConfig.url },
    }),
  ];
};

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const { post, previous } = loaderData;
  const Body = postBodies[post.slug];
  return (
    <article aria-labelledby="article-title">
      <header className="border-b border-border bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-3xl px-4 pt-10 pb-10 sm:px-6 md:pt-14">
          <Link to="/blog" className="inline-flex min-h-11 items-center gap-1.5 font-semibold">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {blogPage.backLabel}
          </Link>
          <Badge className="mt-6 block">{post.category}</Badge>
          <h1 id="article-title" className="mt-4 text-4xl font-semibold tracking-tight sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
            <span>
              By <span className="font-semibold text-foreground">{post.authorName}</span>
            </span>
            <span aria-hidden="true">·</span>
            <LocalDate isoDate={post.date} />
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {ARTICLE_READ_TIME}
            </span>
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
        {post.headings.length > 0 ? <TableOfContents headings={post.headings} /> : null}
        <div className="article-body">
          <Suspense fallback={null}>{Body ? <Body components={mdxComponents} /> : null}</Suspense>
        </div>
        <footer className="mt-14 flex flex-col gap-4 border-t border-border pt-8 sm:flex-row sm:justify-between">
          <Link to="/blog" className="inline-flex min-h-11 items-center gap-1.5 font-semibold">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {blogPage.backLabel}
          </Link>
          {previous ? (
            <Link to={previous.path} rel="prev" className="inline-flex min-h-11 flex-col font-semibold">
              <span className="text-sm font-normal text-muted-foreground">{blogPage.previousLabel}</span>
              {previous.title}
            </Link>
          ) : null}
        </footer>
      </div>
    </article>
  );
}
