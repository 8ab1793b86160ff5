import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { sitePages, type SitePage } from "./site-pages.ts";

/**
 * The single route table: the site's pages from site-pages.ts (which the sitemap, the search index and
 * the page families read too), then one dynamic route per family of pages: patterns, articles, the
 * enforcement record's actions and its lists narrowed by pattern or by jurisdiction, and /report's places. Every page loads
 * this table and matches it twice before it can hydrate, so a route per slug (115 of them) cost every
 * page's hydration on a slow phone (ADR 033). The build pre-renders each family's pages from
 * family-paths.ts; an unknown slug, like any unknown path, gets the static 404 page.
 */
export default [
  layout("routes/site-layout.tsx", [
    ...sitePages.map((page: SitePage) =>
      page.path === "/"
        ? index(page.file)
        : route(page.path.slice(1), page.file, page.id ? { id: page.id } : {}),
    ),
    route("patterns/:slug", "routes/pattern-page.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("enforcement/:id", "routes/enforcement-record.tsx"),
    // The record narrowed, for visitors without JavaScript (the filters do the same with it).
    route("enforcement/pattern/:value", "routes/enforcement.tsx", { id: "enforcement-by-pattern" }),
    route("enforcement/jurisdiction/:value", "routes/enforcement.tsx", {
      id: "enforcement-by-jurisdiction",
    }),
    // Where to report, for one place or US state: what /report's chooser leads to (issue 52).
    route("report/:place", "routes/report-place.tsx"),
    // /updates' older changes, a page at a time.
    route("updates/page/:page", "routes/updates.tsx", { id: "updates-page" }),
    // The picture cards, a set to a page (teach-pack.ts's sets).
    route("teach/cards/:set", "routes/teach-card-set.tsx"),
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
  // The map of names (/taxonomy) and the whole pattern library as open data (CC BY 4.0), from the same modules.
  route("taxonomy.csv", "routes/taxonomy[.]csv.ts"),
  route("taxonomy.json", "routes/taxonomy[.]json.ts"),
  route("taxonomy.schema.json", "routes/taxonomy[.]schema[.]json.ts"),
  route("patterns.csv", "routes/patterns[.]csv.ts"),
  route("patterns.json", "routes/patterns[.]json.ts"),
  route("patterns.schema.json", "routes/patterns[.]schema[.]json.ts"),
  // The .bib and .ris files beside every article, pattern page and record are not routes: the pipeline
  // writes them (scripts/pipeline/citations/, ADR 031), so they stay out of the manifest every page loads.
] satisfies RouteConfig;
