import { getAllPosts } from "~/content/blog/posts.server";
import { patterns } from "~/content/patterns";
import { buildSitemap } from "~/lib/feeds";
import { absoluteUrl } from "~/lib/seo";
import { pagePaths } from "~/site-pages";

export function loader() {
  const paths = [
    ...pagePaths,
    ...patterns.map((pattern) => `/patterns/${pattern.slug}`),
    ...getAllPosts().map((post) => post.path),
  ];
  return new Response(buildSitemap(paths.map(absoluteUrl)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
