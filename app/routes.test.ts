import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listPostSlugs } from "./content/blog/files.server";
import { patterns } from "./content/patterns";
import { pagePaths } from "./site-pages";
import routes from "./routes";
import { mainNav, navLeaves } from "./site.config";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

function flatten(entries: RouteEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.index ? ["/"] : entry.path ? [`/${entry.path}`] : []),
    ...flatten(entry.children ?? []),
  ]);
}

describe("route table", () => {
  const routePaths = flatten(routes as RouteEntry[]);

  it("has a route for every page path the sitemap lists, and nothing else but articles, pattern pages, files and the catch-all", () => {
    const articlePaths = [
      ...listPostSlugs().map((slug) => `/blog/${slug}`),
      ...patterns.map((pattern) => `/patterns/${pattern.slug}`),
    ];
    const files = [
      "/sitemap.xml",
      "/robots.txt",
      "/rss.xml",
      "/search-index.json",
      "/enforcement.csv",
      "/enforcement.json",
      "/*",
    ];
    // "Cite this": a .bib and an .ris file beside every article and pattern page.
    const citationFiles = articlePaths.flatMap((path) => [`${path}.bib`, `${path}.ris`]);
    expect([...routePaths].sort()).toEqual(
      [...pagePaths, ...articlePaths, ...files, ...citationFiles].sort(),
    );
  });

  it("has one route per article, the spec's slugs among them", () => {
    expect(listPostSlugs()).toEqual(
      expect.arrayContaining([
        "digital-services-act",
        "infinite-scroll-psychology",
        "ai-choice-architecture",
        "ai-neutrality",
        "nudging-experience-part1",
        "nudging-experience-part2",
        "netflix-personalization",
      ]),
    );
  });

  it("every navigation link points at a route", () => {
    for (const link of navLeaves) expect(routePaths).toContain(link.path);
    expect(mainNav.map((item) => item.name)).toEqual([
      "Home",
      "Insights",
      "Resources",
      "About Us",
      "Contact",
    ]);
  });
});

describe("route modules", () => {
  it("load their pre-rendered data through dataOrDocument, so a failed .data request opens the page as a document", () => {
    const dir = path.join(import.meta.dirname, "routes");
    const pages = readdirSync(dir).filter((file) => file.endsWith(".tsx") && !file.includes(".test."));
    const withLoader = pages.filter((file) =>
      /export (async )?function loader\b/.test(readFileSync(path.join(dir, file), "utf8")),
    );
    expect(withLoader).toContain("glossary.tsx");
    const without = withLoader.filter(
      (file) =>
        !/export const clientLoader = \(args: Route\.ClientLoaderArgs\) => dataOrDocument\(args\);/.test(
          readFileSync(path.join(dir, file), "utf8"),
        ),
    );
    expect(without).toEqual([]);
  });
});
