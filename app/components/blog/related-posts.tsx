import { Link } from "#app/components/ui/link.tsx";
import { PostTags } from "./post-tags.tsx";
import { PostTitleText } from "./post-title-text.tsx";

/**
 * "Related reading" at the end of an article: computed at build time (lib/related-posts.ts). Titles and
 * topics only: an article's page ships its loader data, and the longest article is near its budget.
 */
export function RelatedPosts({
  title,
  tagsLabel,
  posts,
}: {
  title: string;
  tagsLabel: string;
  posts: { path: string; title: string; tags: string[] }[];
}) {
  return (
    <section aria-labelledby="related-reading" className="print-hidden mt-14">
      <h2 id="related-reading" className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <ul className="mt-4 grid gap-4">
        {posts.map((post) => (
          <li key={post.path} className="rounded-lg border border-border bg-card p-5">
            <h3 className="font-heading text-xl font-semibold">
              <Link to={post.path}>
                <PostTitleText title={post.title} />
              </Link>
            </h3>
            <PostTags tags={post.tags} label={tagsLabel} className="mt-3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
