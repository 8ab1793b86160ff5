import { getAllPosts } from "#app/content/blog/posts.server.ts";
import {
  narrowedJurisdictions,
  narrowedPath,
  narrowedPatterns,
  recordIds,
} from "#app/content/enforcement/record-paths.ts";
import { patterns } from "#app/content/patterns.ts";
import { reportPlacePaths } from "#app/content/report/report-paths.ts";
import { buildSitemap } from "#app/lib/feeds.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { pagePaths } from "#app/site-pages.ts";
import { cardSetIds } from "#app/data/teach-pack.ts";
import { updatesOlderPagePaths } from "#app/family-paths.ts";
import { teachCardSetPath } from "#app/lib/teach-parts.ts";

export function loader() {
  const paths = [
    ...pagePaths,
    ...patterns.map((pattern) => `/patterns/${pattern.slug}`),
    ...getAllPosts().map((post) => post.path),
    ...recordIds.map((id) => `/enforcement/${id}`),
    ...narrowedPatterns.map((slug) => narrowedPath("pattern", slug)),
    ...narrowedJurisdictions.map((value) => narrowedPath("jurisdiction", value)),
    ...reportPlacePaths,
    ...cardSetIds().map(teachCardSetPath),
    ...updatesOlderPagePaths(),
  ];
  return new Response(buildSitemap(paths.map(absoluteUrl)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
