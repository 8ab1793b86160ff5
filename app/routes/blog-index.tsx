import { PostCard } from "~/components/blog/post-card";
import { CardGrid } from "~/components/sections/card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SubscribeForm } from "~/components/subscribe/subscribe-form";
import { getListedPosts } from "~/content/blog/posts.server";
import { footerContent } from "~/content/footer";
import { blogPage } from "~/content/pages/blog";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog-index";
import { dataOrDocument } from "~/lib/data-or-document";

export const meta: Route.MetaFunction = () => pageMeta({ ...blogPage.meta, path: "/blog" });

/** Runs at build time only: the page ships the summaries, never the article bodies. */
export function loader() {
  return {
    posts: getListedPosts().map(({ slug, path, title, excerpt, authorName, date, readTime, category }) => ({
      slug,
      path,
      title,
      excerpt,
      authorName,
      date,
      readTime,
      category,
    })),
  };
}

/** Client-side navigations: the pre-rendered data, or the page as a document if it cannot be fetched. */
export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export default function BlogIndexRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={blogPage.hero} />
      <Section>
        <CardGrid columns={2}>
          {loaderData.posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} readMoreLabel={blogPage.readMoreLabel} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section tone="muted">
        <SubscribeForm
          {...footerContent.subscribe}
          title={blogPage.subscribe.title}
          body={blogPage.subscribe.body}
          className="mx-auto max-w-2xl rounded-lg border border-border bg-card p-6 sm:p-8 [&_h2]:text-2xl"
        />
      </Section>
    </>
  );
}
