import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { listPostSlugs } from "./content/blog/files.server";
import { listPatternSlugs } from "./content/patterns/files.server";
import { joinPath } from "./site.config";

/**
 * The single route table. Blog articles and pattern pages get one static route per slug rather
 * than a dynamic `blog/:slug`, so an unknown slug falls through to the
 * catch-all and the pre-rendered 404 page hydrates cleanly.
 */
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("understanding", "routes/understanding.tsx"),
    route("what-is-digital-influence", "routes/what-is-digital-influence.tsx"),
    route("why-it-matters", "routes/why-it-matters.tsx"),
    route("tools", "routes/tools.tsx"),
    route("cases", "routes/cases.tsx"),
    route("enforcement", "routes/enforcement.tsx"),
    route("glossary", "routes/glossary.tsx"),
    route("patterns", "routes/patterns-index.tsx"),
    ...listPatternSlugs().map((slug) =>
      route(`patterns/${slug}`, "routes/pattern-page.tsx", { id: `pattern-${slug}` }),
    ),
    route("spot-the-pattern", "routes/spot-the-pattern.tsx"),
    route("dashboard", "routes/dashboard.tsx"),
    route("blog", "routes/blog-index.tsx"),
    ...listPostSlugs().map((slug) =>
      route(`blog/${slug}`, "routes/blog-post.tsx", { id: `blog-post-${slug}` }),
    ),
    route("about", "routes/about.tsx"),
    route("our-mission", "routes/our-mission.tsx"),
    route("our-approach", "routes/our-approach.tsx"),
    route("the-team", "routes/the-team.tsx"),
    route("partnerships", "routes/partnerships.tsx"),
    route("contact", "routes/contact.tsx"),
    route("transparency", "routes/transparency.tsx"),
    route("search", "routes/search.tsx"),
    route(joinPath.slice(1), "routes/join.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("rss.xml", "routes/rss[.]xml.ts"),
  route("search-index.json", "routes/search-index[.]json.ts"),
  route("site.webmanifest", "routes/site[.]webmanifest.ts"),
  // The enforcement record's open data (CC BY 4.0), from the same records as /enforcement.
  route("enforcement.csv", "routes/enforcement[.]csv.ts"),
  route("enforcement.json", "routes/enforcement[.]json.ts"),
  // A .bib and an .ris file beside every article and pattern page ("Cite this"), pre-rendered like the feeds.
  ...[
    ...listPostSlugs().map((slug) => `blog/${slug}`),
    ...listPatternSlugs().map((slug) => `patterns/${slug}`),
  ].flatMap((page) =>
    ["bib", "ris"].map((format) =>
      route(`${page}.${format}`, "routes/citation-file.ts", {
        id: `citation-${page.replace("/", "-")}-${format}`,
      }),
    ),
  ),
] satisfies RouteConfig;
