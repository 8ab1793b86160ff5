import { PostCard } from "#app/components/blog/post-card.tsx";
import { CardGrid } from "#app/components/sections/card-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { SubscribeForm } from "#app/components/subscribe/subscribe-form.tsx";
import { postReadTime } from "#app/components/mdx/render-post-body.server.tsx";
import { getFullPosts, getShortPosts, type PostSummary } from "#app/content/blog/posts.server.ts";
import { footerContent } from "#app/content/footer.ts";
import { blogPage } from "#app/content/pages/blog.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/blog-index";
import { dataOrDocument } from "#app/lib/data-or-document.ts";

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
