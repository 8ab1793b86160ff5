import { getAllPosts } from "~/content/blog/posts.server";
import { buildSitemap } from "~/lib/feeds";
import { absoluteUrl } from "~/lib/seo";
import { pagePaths } from "~/site-paths";

export function loader() {
  const paths = [...pagePaths, ...getAllPosts().map((post) => post.path)];
  return new Response(buildSitemap(paths.map(absoluteUrl)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
