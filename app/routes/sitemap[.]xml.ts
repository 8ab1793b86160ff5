import { getAllPosts } from "~/content/blog/posts.server";
import {
  narrowedJurisdictions,
  narrowedPath,
  narrowedPatterns,
  recordIds,
} from "~/content/enforcement/record-paths";
import { patterns } from "~/content/patterns";
import { reportPlacePaths } from "~/content/report/report-paths";
import { buildSitemap } from "~/lib/feeds";
import { absoluteUrl } from "~/lib/seo";
import { pagePaths } from "~/site-pages";

export function loader() {
  const paths = [
    ...pagePaths,
    ...patterns.map((pattern) => `/patterns/${pattern.slug}`),
    ...getAllPosts().map((post) => post.path),
    ...recordIds.map((id) => `/enforcement/${id}`),
    ...narrowedPatterns.map((slug) => narrowedPath("pattern", slug)),
    ...narrowedJurisdictions.map((value) => narrowedPath("jurisdiction", value)),
    ...reportPlacePaths,
  ];
  return new Response(buildSitemap(paths.map(absoluteUrl)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
