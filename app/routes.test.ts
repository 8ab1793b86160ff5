import {
  narrowedJurisdictions,
  narrowedPath,
  narrowedPatterns,
  recordIds,
} from "#app/content/enforcement/record-paths.ts";
import { withdrawnIds } from "#app/content/enforcement/withdrawn.ts";
import { reportPlacePaths } from "#app/content/report/report-paths.ts";
import { cardItems } from "#app/data/teach-pack.ts";
import { updateEntries } from "#app/data/updates-data.server.ts";
import { updatesPerPage } from "#app/lib/updates-pages.ts";
import { teachCardSetPath } from "#app/lib/teach-parts.ts";
import { matchPath, redirectDocument } from "react-router";
import { describe, expect, it } from "vitest";
import { articleSlugs } from "./content/blog/index.ts";
import { patterns } from "./content/patterns.ts";
import { familyPagePaths } from "./family-paths.ts";
import { pagePaths } from "./site-pages.ts";
import routes from "./routes.ts";
import { mainNav, navLeaves } from "./site.config.ts";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

function flatten(entries: RouteEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.index ? ["/"] : entry.path ? [`/${entry.path}`] : []),
    ...flatten(entry.children ?? []),
  ]);
}

describe("route table", () => {
  const routePaths = flatten(routes as RouteEntry[]);
  const dynamicRoutes = routePaths.filter((path) => path.includes(":"));

  it("has a route for every page path the sitemap lists, one dynamic route per family, the files and the catch-all", () => {
    const files = [
      "/sitemap.xml",
      "/robots.txt",
      "/rss.xml",
      "/search-index.json",
      "/enforcement.csv",
      "/enforcement.json",
      "/enforcement.schema.json",
      "/updates.xml",
      "/report.json",
      "/report.csv",
      "/taxonomy.csv",
      "/taxonomy.json",
      "/taxonomy.schema.json",
      "/patterns.csv",
      "/patterns.json",
      "/patterns.schema.json",
      "/*",
    ];
    expect(dynamicRoutes.sort()).toEqual(
      [
        "/blog/:slug",
        "/enforcement/:id",
        "/enforcement/jurisdiction/:value",
        "/enforcement/pattern/:value",
        "/patterns/:slug",
        "/report/:place",
        "/teach/cards/:set",
        "/updates/page/:page",
      ].sort(),
    );
    expect([...routePaths].sort()).toEqual([...pagePaths, ...dynamicRoutes, ...files].sort());
  });

  it("pre-renders every article, pattern page, record and narrowed list, each under its family's route", () => {
    const familyPages = [
      ...articleSlugs.map((slug) => `/blog/${slug}`),
      ...patterns.map((pattern) => `/patterns/${pattern.slug}`),
      ...recordIds.map((id) => `/enforcement/${id}`),
      ...withdrawnIds.map((id) => `/enforcement/${id}`),
      // The record narrowed by link, for visitors without JavaScript.
      ...narrowedPatterns.map((slug) => narrowedPath("pattern", slug)),
      ...narrowedJurisdictions.map((value) => narrowedPath("jurisdiction", value)),
      // /report's page per place and per US state the channels name.
      ...reportPlacePaths,
      // The picture cards, a page per set: each lesson's, then the rest of the library.
      ...cardItems()
        .map((card) => teachCardSetPath(card.set))
        .filter((path, index, all) => all.indexOf(path) === index),
      // /updates' older changes, a page each after the first.
      ...Array.from(
        { length: Math.ceil(updateEntries().length / updatesPerPage) - 1 },
        (_, index) => `/updates/page/${index + 2}`,
      ),
    ];
    expect([...familyPagePaths()].sort()).toEqual(familyPages.sort());
    for (const path of familyPagePaths()) {
      // Not a page of its own, which would take precedence over the family's route.
      expect(pagePaths, path).not.toContain(path);
      const routesMatching = dynamicRoutes.filter((route) => matchPath(route, path));
      expect(routesMatching, path).toHaveLength(1);
    }
  });

  it("has one route per article, the spec's slugs among them", () => {
    expect(articleSlugs).toEqual(
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
  const modules = import.meta.glob<{ loader?: unknown; clientLoader?: unknown }>(
    ["./routes/*.tsx", "!./routes/*.test.tsx"],
    {
      eager: true,
    },
  );
  const withLoader = Object.entries(modules).filter(([, module]) => typeof module.loader === "function");

  it("that load pre-rendered data open the page as a document when its .data request fails", async () => {
    expect(withLoader.map(([file]) => file)).toEqual(
      expect.arrayContaining(["./routes/glossary.tsx", "./routes/search.tsx"]),
    );
    for (const [file, module] of withLoader) {
      expect(typeof module.clientLoader, file).toBe("function");
      const clientLoader = module.clientLoader as (args: {
        request: Request;
        params: Record<string, string>;
        serverLoader: () => Promise<unknown>;
      }) => Promise<unknown>;
      const thrown = await clientLoader({
        request: new Request("https://attune.example/some/page?q=x"),
        params: {},
        serverLoader: () => Promise.reject(new TypeError("Failed to fetch")),
      }).catch((error: unknown) => error);
      expect(thrown, file).toBeInstanceOf(Response);
      const response = thrown as Response;
      // The same answer as React Router's own document redirect to this address.
      const documentLoad = redirectDocument("/some/page?q=x");
      expect(response.status, file).toBe(documentLoad.status);
      expect([...response.headers], file).toEqual([...documentLoad.headers]);
    }
  });
});
