import { use } from "react";
import { mdxComponents } from "~/components/mdx/mdx-components";
import { getLoadedPostBody, loadPostBody } from "~/content/blog/bodies";

/**
 * An article's MDX body, rendered with the component whitelist. The route's
 * loaders have normally loaded the chunk already, so this renders in place
 * without suspending (and so without a Suspense boundary that React would
 * stream out of order). If the chunk is still on its way, as during the first
 * hydration, rendering waits for it while the pre-rendered HTML stays on screen.
 */
export function PostBody({ slug }: { slug: string }) {
  const Body = getLoadedPostBody(slug) ?? use(loadPostBody(slug));
  // Not a component created during render: bodies.ts caches one module per slug, so Body is the same
  // function on every render and React never remounts the article.
  // eslint-disable-next-line react-hooks/static-components
  return <Body components={mdxComponents} />;
}
