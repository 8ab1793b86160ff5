import { familyPagePaths } from "./family-paths.ts";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getSearchDocuments } from "./data/search-documents.server.ts";
import { familyPages, pageFamilies, pagePaths, sitePages, type SitePage } from "./site-pages.ts";

describe("the page registry", () => {
  it("names a route module and a content module that exist, once per path", () => {
    const paths = sitePages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of sitePages) {
      expect(existsSync(path.join(import.meta.dirname, page.file)), page.file).toBe(true);
      if (page.content) {
        const file = path.join(import.meta.dirname, "content", "pages", `${page.content}.ts`);
        expect(existsSync(file), file).toBe(true);
      }
    }
  });

  it("feeds the search index every page it lists, titled from the page's own content", () => {
    const documents = getSearchDocuments().filter((document) => document.type === "page");
    const listed = sitePages.filter((page) => page.content).map((page) => page.path);
    const withContent = new Set(listed);
    const wholePages = documents.filter((document) => withContent.has(document.url));
    expect(wholePages.map((document) => document.url).sort()).toEqual([...listed].sort());
    // Parts found on their own: at an anchor of a page (the guide's chapters, a pattern's law) or at a
    // page of the registry (the pack's lessons), never at an address the site does not have.
    const registry = [
      ...sitePages.map((page) => page.path),
      // The families' pre-rendered pages (a place on /report, a record), which search may list too.
      ...familyPagePaths(),
      ...getSearchDocuments()
        .filter((document) => document.type !== "page")
        .map((document) => document.url),
    ];
    for (const part of documents.filter((document) => !withContent.has(document.url)))
      expect(registry, part.url).toContain(part.url.split("#")[0]);
    for (const document of documents) expect(document.title.length, document.url).toBeGreaterThan(2);
  });

  it("maps each page that is not an explainer to its family", () => {
    expect(pageFamilies["/glossary"]).toBe("index");
    expect(pageFamilies["/contact"]).toBe("organisation");
    expect(pageFamilies["/tools"]).toBeUndefined();
    expect(pageFamilies["/patterns/hidden-costs"]).toBeUndefined();
  });

  // The page-family browser tests (tests/e2e/page-families.spec.ts) enumerate familyPages: a page in no
  // family, or in two, would go unchecked or be checked against the wrong look.
  it("puts every page in exactly one family, the one the layout gives it", () => {
    const members = Object.values(familyPages).flat();
    expect([...members].sort()).toEqual([...pagePaths].sort());
    for (const [family, paths] of Object.entries(familyPages))
      for (const page of paths) expect(pageFamilies[page] ?? "explainer", page).toBe(family);
  });

  it("marks the pages that do not open on their family's hero, so the family tests check every other one", () => {
    for (const page of sitePages as readonly SitePage[]) {
      const source = readFileSync(path.join(import.meta.dirname, page.file), "utf8");
      expect(source.includes("<PageHero"), `${page.path} (${page.file}) renders PageHero`).toBe(
        !page.ownOpening,
      );
    }
  });
});
