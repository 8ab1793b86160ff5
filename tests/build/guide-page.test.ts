import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { guide, guideParts } from "#app/content/guide.ts";
import { guidePage } from "#app/content/pages/guide.ts";
import { guideReferencesPage } from "#app/content/pages/guide-references.ts";
import { toolsPage } from "#app/content/pages/tools.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { guidePath, guidePathFor } from "#app/site.config.ts";
import { clientDir } from "./built-files.ts";

/*
 * /guide as built (issue 29.2): the strategic guide pre-rendered as a page, every part of the PDF under
 * its own heading and anchor, in the PDF's order, with a contents list whose links land on the page; in
 * the sitemap and, part by part, in the search index.
 */

const origin = process.env.SITE_URL ?? "https://attune.example";
const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8");
const { document } = new JSDOM(read("guide/index.html")).window;
const main = document.querySelector("main")!;
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

describe("/guide, pre-rendered", () => {
  it("gives every part of the guide a heading with its title and anchor, in the PDF's order", () => {
    const headings = guideParts.map((part) => document.getElementById(part.id));
    guideParts.forEach((part, index) => {
      const heading = headings[index];
      expect(heading?.tagName, `#${part.id}`).toBe("H2");
      expect(text(heading)).toBe(part.title);
    });
    // Later parts come later in the document.
    headings.slice(1).forEach((heading, index) => {
      expect(headings[index]!.compareDocumentPosition(heading!) & 4, guideParts[index + 1]!.id).toBe(4);
    });
    expect(guideParts.map((part) => part.title)).toEqual(
      expect.arrayContaining(Object.values(guide.chapters).map((chapter) => chapter.title)),
    );
  });

  it("opens with a contents list whose links all land on a heading of the page", () => {
    const contents = main.querySelector("nav")!;
    expect(text(contents.querySelector("h2"))).toBe(guide.labels.contentsTitle);
    const links = [...contents.querySelectorAll("a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(guideParts.map((part) => `#${part.id}`));
    for (const link of links) {
      const target = document.getElementById(link.getAttribute("href")!.slice(1));
      expect(target?.tagName).toBe("H2");
      expect(text(link)).toBe(text(target));
    }
  });

  it("holds the guide's text: every tool with its steps, and links to every pattern and glossary term", () => {
    const body = text(main);
    for (const paragraph of guide.introduction.paragraphs) expect(body).toContain(paragraph);
    expect(body).toContain(guide.closing.body);
    for (const tool of guide.chapters.tools.tools) {
      expect(text(document.getElementById(tool.id))).toBe(tool.title);
      expect(body).toContain(tool.detail);
      for (const step of tool.steps) expect(body).toContain(step);
    }
    for (const item of guide.chapters.checklist.items) expect(body).toContain(item);
    const hrefs = [...main.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    for (const pattern of guide.chapters.patterns.patterns) {
      expect(hrefs).toContain(`/patterns/${pattern.slug}`);
    }
    for (const term of guide.chapters.glossary.terms) expect(hrefs).toContain(`/glossary#${term.id}`);
    // The references are a page of their own (issue 56), linked from their part.
    const references = guide.chapters.references;
    expect(body).toContain(guidePage.referencesNote);
    const link = [...main.querySelectorAll("a")].find((a) => a.getAttribute("href") === "/guide/references");
    expect(text(link)).toBe(fillTemplate(guidePage.referencesLink, { count: references.references.length }));
    expect(text(document.getElementById("references")?.closest("section"))).toContain(text(link));
    // The PDF, with its size, from the hero, in both paper sizes.
    expect(hrefs).toContain(guidePath);
    expect(hrefs).toContain(guidePathFor("letter"));
  });

  it("lists every reference on /guide/references, each title linking to the publication", () => {
    const page = new JSDOM(read("guide/references/index.html")).window.document;
    const list = page.querySelector("main")!;
    expect(text(page.querySelector("h1"))).toBe(guideReferencesPage.hero.title);
    const body = text(list);
    expect(body).toContain(guide.chapters.references.intro);
    const hrefs = [...list.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toContain("/guide");
    for (const reference of guide.chapters.references.references) {
      expect(body).toContain(reference.title);
      if (reference.url) expect(hrefs).toContain(reference.url);
    }
    expect(read("sitemap.xml")).toContain(`<loc>${origin}/guide/references</loc>`);
  });

  it("is in the sitemap, and search finds the page and each of its parts at its anchor", () => {
    expect(read("sitemap.xml")).toContain(`<loc>${origin}/guide</loc>`);
    const documents: { url: string; title: string; type: string; text: string }[] = JSON.parse(
      read("search-index.json"),
    );
    expect(documents.filter((document) => document.url === "/guide")).toHaveLength(1);
    for (const part of guideParts) {
      const found = documents.find((document) => document.url === `/guide#${part.id}`);
      expect(found, part.id).toBeDefined();
      expect(found!.title).toContain(part.title);
      expect(found!.text.length).toBeGreaterThan(40);
    }
  });
});

describe("the guide's PDFs as /tools offers them", () => {
  const pageCount = (file: string) =>
    Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(readFileSync(path.join(clientDir, file), "latin1"))?.[1]);

  it("says the page count of the A4 file it links first, and links the US Letter file too", () => {
    const tools = new JSDOM(read("tools/index.html")).window.document;
    const block = tools.getElementById("guide")!;
    const promised = fillTemplate(toolsPage.guide.fileNote, {
      pages: pageCount(guidePath),
      paper: "A4",
      size: "",
    }).replace(/, $/, "");
    expect(text(block)).toContain(promised);
    expect(pageCount(guidePath)).toBeGreaterThanOrEqual(8);
    expect(pageCount(guidePathFor("letter"))).toBeGreaterThanOrEqual(pageCount(guidePath));
    expect(block.querySelector(`a[href="${guidePathFor("letter")}"]`)?.hasAttribute("download")).toBe(true);
  });
});
