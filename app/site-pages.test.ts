import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getSearchDocuments } from "./components/search/search-documents.server";
import { pageFamilies, sitePages } from "./site-pages";

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
    const wholePages = documents.filter((document) => !document.url.includes("#"));
    expect(wholePages.map((document) => document.url).sort()).toEqual([...listed].sort());
    // A long page may add its parts, each at its own anchor (the guide's chapters).
    for (const part of documents.filter((document) => document.url.includes("#")))
      expect(listed, part.url).toContain(part.url.slice(0, part.url.indexOf("#")));
    for (const document of documents) expect(document.title.length, document.url).toBeGreaterThan(2);
  });

  it("maps each page that is not an explainer to its family", () => {
    expect(pageFamilies["/glossary"]).toBe("index");
    expect(pageFamilies["/contact"]).toBe("organisation");
    expect(pageFamilies["/tools"]).toBeUndefined();
    expect(pageFamilies["/patterns/hidden-costs"]).toBeUndefined();
  });
});
