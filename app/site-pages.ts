import type { PageFamilyName } from "./components/sections/page-family.tsx";
import { lessonPresentPath, teachLessons, teachPartPath, teachParts } from "./lib/teach-parts.ts";
import { joinPath } from "./site.config.ts";

/**
 * Every page of the site except the pattern pages and articles (those come from their content folders),
 * declared once: the route table (routes.ts), the sitemap, the search index and the page family all
 * read this list. Adding a page means its route module, its content module and one entry here.
 *
 * Plain data: routes.ts reads this file while React Router configures the build, and the layout reads it
 * in the browser; the search index loads the content modules (content/pages/index.ts).
 */
export type SitePage = {
  path: string;
  /** The route module, relative to app/. */
  file: string;
  /** The look its shared sections take (components/sections/page-family.tsx); "explainer" by default. */
  family?: PageFamilyName;
  /**
   * Its copy, `app/content/pages/<content>.ts`, which the search index reads; null for a page search
   * does not list (the search page itself).
   */
  content: string | null;
  /** The route's id, where one route module serves several pages (the teaching pack's printable pages). */
  id?: string;
  /**
   * The page opens on a heading of its own (the home page's hero, a sheet's header, the projector's
   * slides) rather than its family's hero (components/sections/page-hero.tsx), which the page-family
   * browser tests look for (tests/e2e/page-families.spec.ts).
   */
  ownOpening?: true;
};

export const sitePages = [
  { path: "/", file: "routes/home.tsx", content: "home", ownOpening: true },
  {
    path: "/understanding",
    file: "routes/understanding.tsx",
    content: "understanding",
  },
  {
    path: "/what-is-digital-influence",
    file: "routes/what-is-digital-influence.tsx",
    content: "what-is-digital-influence",
  },
  {
    path: "/why-it-matters",
    file: "routes/why-it-matters.tsx",
    content: "why-it-matters",
  },
  { path: "/tools", file: "routes/tools.tsx", content: "tools" },
  { path: "/guide", file: "routes/guide.tsx", content: "guide" },
  // The guide's references, a page of their own: the list was most of /guide's weight (issue 56).
  { path: "/guide/references", file: "routes/guide-references.tsx", content: "guide-references" },
  { path: "/report", file: "routes/report.tsx", family: "index", content: "report" },
  {
    path: "/cases",
    file: "routes/cases.tsx",
    family: "index",
    content: "cases",
  },
  {
    path: "/enforcement",
    file: "routes/enforcement.tsx",
    family: "index",
    content: "enforcement",
  },
  { path: "/updates", file: "routes/updates.tsx", family: "index", content: "updates" },
  {
    path: "/glossary",
    file: "routes/glossary.tsx",
    family: "index",
    content: "glossary",
  },
  {
    path: "/patterns",
    file: "routes/patterns-index.tsx",
    family: "index",
    content: "patterns",
  },
  // The map of the library's names onto the field's taxonomies, and the library's open data (issue 54.3).
  { path: "/taxonomy", file: "routes/taxonomy.tsx", family: "index", content: "taxonomy" },
  {
    path: "/spot-the-pattern",
    file: "routes/spot-the-pattern.tsx",
    // A tool: like an index, it gets to the first question on the first screen.
    family: "index",
    content: "spot-the-pattern",
  },
  // A tool too: the box to paste into is on the first screen.
  { path: "/check", file: "routes/check.tsx", family: "index", content: "check" },
  {
    path: "/dashboard",
    file: "routes/dashboard.tsx",
    content: "dashboard",
  },
  {
    path: "/blog",
    file: "routes/blog-index.tsx",
    family: "index",
    content: "blog",
  },
  {
    path: "/about",
    file: "routes/about.tsx",
    family: "organisation",
    content: "about",
  },
  {
    path: "/our-mission",
    file: "routes/our-mission.tsx",
    family: "organisation",
    content: "our-mission",
  },
  {
    path: "/our-approach",
    file: "routes/our-approach.tsx",
    family: "organisation",
    content: "our-approach",
  },
  {
    path: "/the-team",
    file: "routes/the-team.tsx",
    family: "organisation",
    content: "the-team",
  },
  {
    path: "/partnerships",
    file: "routes/partnerships.tsx",
    family: "organisation",
    content: "partnerships",
  },
  {
    path: "/contact",
    file: "routes/contact.tsx",
    family: "organisation",
    content: "contact",
  },
  {
    path: "/transparency",
    file: "routes/transparency.tsx",
    family: "organisation",
    content: "transparency",
  },
  { path: "/teach", file: "routes/teach.tsx", family: "index", content: "teach" },
  // The pack's printable pages: one lesson or sheet each, so each prints on its own. Search lists the
  // pack and each lesson (app/data/search-documents.server.ts).
  ...teachParts.map((part) => ({
    path: teachPartPath(part),
    file: "routes/teach-part.tsx",
    content: null,
    id: `teach-${part}`,
    ownOpening: true as const,
  })),
  // Each lesson on a projector: one drawing or question to a screen.
  ...teachLessons.map((lesson) => ({
    path: lessonPresentPath(lesson),
    file: "routes/teach-present.tsx",
    content: null,
    id: `teach-present-${lesson}`,
    ownOpening: true as const,
  })),
  { path: "/search", file: "routes/search.tsx", family: "index", content: null },
  {
    path: joinPath,
    file: "routes/join.tsx",
    family: "organisation",
    content: "join",
  },
] as const satisfies readonly SitePage[];

export const pagePaths: string[] = sitePages.map((page) => page.path);

/** The family of each page that is not an explainer (the default; pattern pages and articles have layouts of their own). */
export const pageFamilies: Record<string, PageFamilyName> = Object.fromEntries(
  sitePages.flatMap((page: SitePage) => (page.family ? [[page.path, page.family]] : [])),
);

const pathsOf = (family: PageFamilyName) =>
  sitePages.filter((page: SitePage) => (page.family ?? "explainer") === family).map((page) => page.path);

/**
 * The pages of each family, every page of the registry in exactly one (site-pages.test.ts): the page-family
 * browser tests (tests/e2e/page-families.spec.ts) check each family's look on these.
 */
export const familyPages: Record<PageFamilyName, string[]> = {
  explainer: pathsOf("explainer"),
  index: pathsOf("index"),
  organisation: pathsOf("organisation"),
};
