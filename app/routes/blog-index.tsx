import { PostCard } from "~/components/blog/post-card";
import { CardGrid } from "~/components/sections/card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SubscribeForm } from "~/components/subscribe/subscribe-form";
import { postReadTime } from "~/components/mdx/render-post-body.server";
import { getFullPosts, getShortPosts, type PostSummary } from "~/content/blog/posts.server";
import { footerContent } from "~/content/footer";
import { blogPage } from "~/content/pages/blog";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog-index";
import { dataOrDocument } from "~/lib/data-or-document";

/** The page has its own Stay Informed form, so the footer leaves out its copy (site-layout.tsx). */
export const handle = { ownSubscribeForm: true };

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...blogPage.meta, location });

/** The card fields of a post; the page ships these summaries, never the article bodies. */
function summary({ slug, path, title, excerpt, authorName, date, category, tags }: PostSummary) {
  return { slug, path, title, excerpt, authorName, date, readTime: postReadTime(slug), category, tags };
}

/** Runs at build time only: the full articles first, then the short ones in a section of their own. */
export function loader() {
  return { full: getFullPosts().map(summary), short: getShortPosts().map(summary) };
}

/** Client-side navigations: the pre-rendered data, or the page as a document if it cannot be fetched. */
export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export default function BlogIndexRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={blogPage.hero} />
      <Section>
        <CardGrid columns={2}>
          {loaderData.full.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} readMoreLabel={blogPage.readMoreLabel} tagsLabel={blogPage.tagsLabel} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section header={{ title: blogPage.shortTitle, lead: blogPage.shortLead }}>
        <CardGrid columns={3}>
          {loaderData.short.map((post) => (
            <li key={post.slug}>
              <PostCard
                post={post}
                readMoreLabel={blogPage.readMoreLabel}
                tagsLabel={blogPage.tagsLabel}
                headingLevel={3}
              />
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
