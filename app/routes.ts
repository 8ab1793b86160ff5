import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { listPostSlugs } from "./content/blog/files.server";
import { listPatternSlugs } from "./content/patterns/files.server";
import {
  narrowedJurisdictions,
  narrowedPath,
  narrowedPatterns,
  recordIds,
} from "./content/enforcement/record-paths";
import { sitePages, type SitePage } from "./site-pages";

/**
 * The single route table: the site's pages from site-pages.ts (which the sitemap, the search index and
 * the page families read too), then one static route per pattern and per article, rather
 * than a dynamic `blog/:slug`, so an unknown slug falls through to the
 * catch-all and the pre-rendered 404 page hydrates cleanly.
 */
export default [
  layout("routes/site-layout.tsx", [
    ...sitePages.map((page: SitePage) =>
      page.path === "/"
        ? index(page.file)
        : route(page.path.slice(1), page.file, page.id ? { id: page.id } : {}),
    ),
    ...listPatternSlugs().map((slug) =>
      route(`patterns/${slug}`, "routes/pattern-page.tsx", { id: `pattern-${slug}` }),
    ),
    ...listPostSlugs().map((slug) =>
      route(`blog/${slug}`, "routes/blog-post.tsx", { id: `blog-post-${slug}` }),
    ),
    // The enforcement record: a page per action, and the list narrowed by pattern or jurisdiction for
    // visitors without JavaScript (the filters do the same with it).
    ...recordIds.map((id) =>
      route(`enforcement/${id}`, "routes/enforcement-record.tsx", { id: `enforcement-${id}` }),
    ),
    ...narrowedPatterns.map((slug) =>
      route(narrowedPath("pattern", slug).slice(1), "routes/enforcement.tsx", {
        id: `enforcement-pattern-${slug}`,
      }),
    ),
    ...narrowedJurisdictions.map((value) =>
      route(narrowedPath("jurisdiction", value).slice(1), "routes/enforcement.tsx", {
        id: `enforcement-jurisdiction-${value}`,
      }),
    ),
    route("*", "routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("rss.xml", "routes/rss[.]xml.ts"),
  route("search-index.json", "routes/search-index[.]json.ts"),
  // The enforcement record's open data (CC BY 4.0), from the same records as /enforcement.
  route("enforcement.csv", "routes/enforcement[.]csv.ts"),
  route("enforcement.json", "routes/enforcement[.]json.ts"),
  route("enforcement.schema.json", "routes/enforcement[.]schema[.]json.ts"),
  route("updates.xml", "routes/updates[.]xml.ts"),
  // The directory of official channels (/report) as open data (CC BY 4.0).
  route("report.json", "routes/report[.]json.ts"),
  route("report.csv", "routes/report[.]csv.ts"),
  // The .bib and .ris files beside every article, pattern page and record are not routes: the pipeline
  // writes them (scripts/pipeline/citations/, ADR 031), so they stay out of the manifest every page loads.
] satisfies RouteConfig;
