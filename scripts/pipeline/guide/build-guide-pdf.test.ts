// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfirmshamingHarmful } from "#app/components/patterns/illustrations/confirmshaming-harmful.tsx";
import { getAllPosts } from "#app/content/blog/posts.server.ts";
import { caseExamples } from "#app/content/cases.ts";
import { guide } from "#app/content/guide.ts";
import { glossaryTerms } from "#app/content/glossary.ts";
import { toolsPage } from "#app/content/pages/tools.ts";
import { understandingPage, understandingSources } from "#app/content/pages/understanding.ts";
import {
  whatIsDigitalInfluencePage,
  whatIsDigitalInfluenceSources,
} from "#app/content/pages/what-is-digital-influence.ts";
import { whyItMattersPage, whyItMattersSources } from "#app/content/pages/why-it-matters.ts";
import { patterns } from "#app/content/patterns.ts";
import { references } from "#app/content/references.ts";
import { journeySteps, responsibleProductChecklist, tools } from "#app/content/tools.ts";
import { guidePath, siteConfig } from "#app/site.config.ts";
import { bodyTexts, isHeading, lastText, pageFill, printedPages } from "../pdf/printed-pages.ts";
import { buildDate } from "../pdf/build-date.ts";
import {
  buildGuidePdf,
  defaultOutFile,
  illustrationSvg,
  oklchToHex,
  themeColors,
} from "./build-guide-pdf.ts";
import { guidePdfBudget } from "./budget.ts";

/*
 * Runs the generator into a temporary folder: once without stream compression, so the PDF's
 * objects (links, structure) can be read directly, once as the build runs it, for the file size and
 * what poppler-utils (pdfinfo, pdffonts, pdftotext: a test prerequisite, see README) report, and
 * once without the pattern catalogue, to count the catalogue's pages.
 */
let dir: string;
let raw: string;
let text: string;
let pages: number;
let compressedFile: string;
let compressedSize: number;
let pagesWithoutCatalogue: number;

const poppler = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: "utf8" });

/** Text joined into one line, so a sentence broken across lines (also after a hyphen) can still be found. */
const flat = (value: string) => value.replace(/\s+/g, " ").replace(/- /g, "-");

let letterFile: string;
let withoutCatalogueAgain: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "guide-pdf-"));
  const plain = await buildGuidePdf({ outFile: path.join(dir, "plain.pdf"), compress: false });
  pages = plain.pages;
  raw = readFileSync(plain.outFile, "latin1");
  const compressed = await buildGuidePdf({ outFile: path.join(dir, "guide.pdf") });
  compressedFile = compressed.outFile;
  compressedSize = statSync(compressedFile).size;
  // -raw: in the order of the page content, which is the reading order of the structure tree.
  text = poppler("pdftotext", "-raw", "-enc", "UTF-8", compressedFile, "-");
  const withoutCatalogue = await buildGuidePdf({
    outFile: path.join(dir, "without-catalogue.pdf"),
    withPatternCatalogue: false,
  });
  pagesWithoutCatalogue = withoutCatalogue.pages;
  withoutCatalogueAgain = (
    await buildGuidePdf({ outFile: path.join(dir, "without-catalogue-2.pdf"), withPatternCatalogue: false })
  ).outFile;
  letterFile = (await buildGuidePdf({ outFile: path.join(dir, "letter.pdf"), paper: "letter" })).outFile;
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("the strategic guide PDF", () => {
  it("is written where the Download Guide link points, named with the organisation slug", () => {
    expect(guidePath).toBe(`/downloads/${siteConfig.slug}-strategic-guide.pdf`);
    expect(
      defaultOutFile.endsWith(path.join("public", "downloads", `${siteConfig.slug}-strategic-guide.pdf`)),
    ).toBe(true);
  });

  it("comes in US Letter too, every page 8.5 × 11 in, and the A4 copy's words all in it", () => {
    expect(poppler("pdfinfo", letterFile)).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
    expect(poppler("pdfinfo", compressedFile)).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    const letterText = flat(poppler("pdftotext", "-raw", "-enc", "UTF-8", letterFile, "-"));
    for (const pattern of guide.chapters.patterns.patterns) expect(letterText).toContain(pattern.name);
  });

  // Issue 35.4: the cover on one page, every other page but the last at least a quarter full, no page
  // ending on a heading; on both papers, read back from the files.
  for (const paper of ["A4", "US Letter"] as const) {
    it(`on ${paper}, no word is under 8 pt, no page but the last is under a quarter full, none ends on a heading`, () => {
      const printed = printedPages(paper === "A4" ? compressedFile : letterFile);
      // Every word, drawings included, at 8 pt or more: the pattern drawings, the diagrams and the cover's.
      const small = printed.flatMap((page) =>
        page.texts
          .filter((text) => text.size < 8)
          .map((text) => `p${page.number} ${text.size} pt: ${text.text}`),
      );
      expect(small).toEqual([]);
      const cover = printed[0]!;
      expect(bodyTexts(cover).some((text) => text.text.includes(guide.title.split(" ")[0]!))).toBe(true);
      for (const page of printed.slice(1, -1)) {
        expect(pageFill(page), `page ${page.number}`).toBeGreaterThanOrEqual(0.25);
        const last = lastText(page);
        expect(last && isHeading(last) ? last.text : "", `page ${page.number}`).toBe("");
      }
      // The cover's own lines stay on it: the next page opens with the contents, not the cover's overflow.
      expect(printed[1]!.texts.map((text) => text.text).join(" ")).toContain(guide.labels.contentsTitle);
    });
  }

  it("is a complete PDF of at least 8 A4 pages", () => {
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
    const pageObjects = raw.match(/\/Type \/Page\n/g) ?? [];
    expect(pageObjects.length).toBe(pages);
    expect(pages).toBeGreaterThanOrEqual(8);
    expect(raw.match(/\/MediaBox \[0 0 595\.28 841\.89\]/g)?.length).toBe(pages);
  });

  it("is the same bytes when built again, its date and ID included (a build is reproducible)", () => {
    const first = readFileSync(path.join(dir, "without-catalogue.pdf"));
    const second = readFileSync(withoutCatalogueAgain);
    // The date is the build's (SOURCE_DATE_EPOCH or the commit), never the clock's.
    const created = /CreationDate:\s+(.+)/.exec(poppler("pdfinfo", withoutCatalogueAgain))?.[1];
    expect(new Date(`${created}`).getTime()).toBe(buildDate().getTime());
    expect(second.equals(first)).toBe(true);
  });

  it("stays within its budget as built: 600 KB at 18 patterns, 20 KB more for each further one", () => {
    expect(compressedSize).toBeGreaterThan(10_000);
    expect(guidePdfBudget(18)).toBe(600 * 1024);
    expect(compressedSize).toBeLessThan(guidePdfBudget(patterns.length));
  });

  it("carries title, author and subject metadata, and shows the title in the window", () => {
    const info = poppler("pdfinfo", compressedFile);
    expect(info).toMatch(new RegExp(`^Title:\\s+${guide.title}$`, "m"));
    expect(info).toMatch(new RegExp(`^Author:\\s+${siteConfig.name}$`, "m"));
    expect(info).toMatch(new RegExp(`^Subject:\\s+${guide.subtitle}$`, "m"));
    expect(raw).toContain("/DisplayDocTitle true");
  });

  it("is a tagged PDF in the site's language, with headings, lists, figures and a contents list", () => {
    expect(poppler("pdfinfo", compressedFile)).toMatch(/^Tagged:\s+yes$/m);
    expect(raw).toMatch(/\/Lang \(en\)/);
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
    const count = (type: string) => raw.match(new RegExp(`/S /${type}\\n`, "g"))?.length ?? 0;
    expect(count("Document")).toBe(1);
    // The cover's title, then one H1 per chapter and the contents.
    expect(count("H1")).toBe(2 + Object.keys(guide.chapters).length + 1);
    expect(count("H2")).toBeGreaterThanOrEqual(patterns.length + tools.length);
    expect(count("TOC")).toBeGreaterThanOrEqual(1);
    expect(count("LI")).toBeGreaterThan(50);
    expect(count("Link")).toBeGreaterThanOrEqual(references.filter((reference) => reference.url).length);
    // Every drawing is a figure with alternative text: both drawings of each pattern, two on the cover, four diagrams.
    const figures = raw.match(/\/S \/Figure\n[^>]*?\/Alt \(/g) ?? [];
    expect(count("Figure")).toBe(patterns.length * 2 + 2 + 4);
    expect(figures.length).toBe(count("Figure"));
    for (const alt of [
      understandingPage.loop.label,
      toolsPage.journeyDiagram.label,
      patterns[0]!.harmful.label,
    ]) {
      expect(raw).toContain(`/Alt (${alt.replace(/[()\\]/g, (char) => `\\${char}`)})`);
    }
    // Running footers and page numbers are artifacts, outside the structure.
    expect(raw.match(/\/Artifact <<\n\/Type \/Pagination\n>> BDC/g)?.length).toBe(pages - 1);
  });

  it("embeds every font it uses, as subsets of the site's faces", () => {
    const rows = poppler("pdffonts", compressedFile).trim().split("\n").slice(2);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const names = rows.map((row) => row.split(/\s+/)[0]);
    for (const row of rows) {
      // name, type (two words), encoding, then emb sub uni: all "yes".
      expect(row, row).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+0$/);
    }
    expect(names.some((name) => /^[A-Z]{6}\+SourceSerif4-/.test(name!))).toBe(true);
    expect(names.some((name) => /^[A-Z]{6}\+SourceSans3-Regular$/.test(name!))).toBe(true);
    expect(names.every((name) => /^[A-Z]{6}\+Source(Serif4|Sans3)-/.test(name!))).toBe(true);
  });

  it("prints names with their accents, beyond the standard fonts' character set", () => {
    expect(references.some((reference) => reference.authors.includes("Oğuz-Uğuralp"))).toBe(true);
    expect(text).toContain("Oğuz-Uğuralp");
  });

  it("contains every tool with its steps, as selectable text", () => {
    const all = flat(text);
    for (const tool of tools) {
      expect(text).toContain(tool.title);
      for (const step of tool.steps) expect(all).toContain(flat(step));
    }
  });

  it("contains the journey, the checklist, the glossary and the references with their URLs", () => {
    const all = flat(text);
    for (const step of journeySteps) expect(all).toContain(flat(step.body));
    for (const item of responsibleProductChecklist) expect(all).toContain(flat(item));
    for (const term of glossaryTerms) {
      expect(text).toContain(term.term);
      expect(all).toContain(flat(term.definition));
    }
    for (const reference of references) {
      expect(all).toContain(reference.title.split(" ").slice(0, 4).join(" "));
      if (reference.url) expect(all.replace(/ /g, "")).toContain(reference.url);
    }
  });

  it("lists every source the site cites: each article's keys, the pages' and the case cards' sources", () => {
    // The guide prints the registry itself, so a source added for an article cannot miss the guide.
    expect(guide.chapters.references.references).toBe(references);
    const inGuide = new Set(guide.chapters.references.references.map((reference) => reference.id));
    const articleKeys = getAllPosts().flatMap((post) =>
      post.citations.map((key) => [post.slug, key] as const),
    );
    expect(articleKeys.length).toBeGreaterThan(50);
    for (const [slug, key] of articleKeys) expect(inGuide.has(key), `${slug} cites ${key}`).toBe(true);
    const pageSources = [
      ...caseExamples.flatMap((item) => item.sources),
      ...understandingSources,
      ...whatIsDigitalInfluenceSources,
      ...whyItMattersSources,
      ...toolsPage.sources,
    ];
    for (const source of pageSources) expect(inGuide.has(source.id), source.id).toBe(true);
  });

  it("carries the content licence on its cover and on every page", () => {
    const all = flat(text);
    expect(all).toContain(flat(`Licensed under CC BY 4.0 (creativecommons.org/licenses/by/4.0/)`));
    expect(text.match(/Strategic Guide · CC BY 4\.0/g)?.length ?? 0).toBeGreaterThanOrEqual(7);
  });

  it("ends a reference title with one punctuation mark", () => {
    expect(flat(text)).toContain("Do Defaults Save Lives? Science");
    expect(text).not.toMatch(/[?!]\./);
  });

  it("links each reference URL", () => {
    for (const reference of references) {
      if (reference.url) expect(raw).toContain(`/URI (${reference.url})`);
    }
  });

  it("has a pattern catalogue, in the contents, with every pattern's name and linked web address", () => {
    // On the cover, in the contents and as the chapter heading.
    expect(flat(text).split(guide.chapters.patterns.title).length - 1).toBeGreaterThanOrEqual(3);
    const all = flat(text);
    expect(patterns.length).toBeGreaterThanOrEqual(18);
    for (const pattern of patterns) {
      expect(text).toContain(pattern.name);
      expect(all).toContain(flat(pattern.definition));
      for (const callout of [...pattern.harmful.callouts, ...pattern.humane.callouts]) {
        expect(all).toContain(flat(callout.title));
      }
      for (const item of pattern.resist) expect(all).toContain(flat(item));
      const address = `${siteConfig.url}/patterns/${pattern.slug}`;
      expect(text).toContain(address);
      expect(raw).toContain(`/URI (${address})`);
    }
  });

  it("gives the catalogue an overview page and a page of its own to each pattern", () => {
    expect(pages - pagesWithoutCatalogue).toBeGreaterThanOrEqual(patterns.length + 1);
    // Each pattern starts a page: its eyebrow is the first text there.
    const pageTexts = text.split("\f");
    patterns.forEach((pattern, index) => {
      const eyebrow = new RegExp(`^\\s*P\\s*A\\s*T\\s*T\\s*E\\s*R\\s*N\\s+${index + 1}\\s+O\\s*F`, "i");
      expect(
        pageTexts.some((pageText) => eyebrow.test(pageText) && pageText.includes(pattern.name)),
        pattern.slug,
      ).toBe(true);
    });
  });

  it("shows the four page diagrams with the text that describes them", () => {
    const all = flat(text);
    for (const title of [
      understandingPage.loop.header.title,
      whatIsDigitalInfluencePage.schedule.header.title,
      whyItMattersPage.impactAreas.header.title,
    ]) {
      expect(all).toContain(title);
    }
    for (const stage of understandingPage.loop.stages) expect(all).toContain(flat(stage.body));
    for (const row of whatIsDigitalInfluencePage.schedule.rows) expect(all).toContain(flat(row.body));
    expect(all).toContain(flat(whatIsDigitalInfluencePage.schedule.note));
    expect(all).toContain(flat(whyItMattersPage.impactAreas.diagram.body));
  });

  it("draws the illustrations as vectors, not images", () => {
    expect(raw).not.toContain("/Subtype /Image");
  });
});

describe("the illustrations' print colours", () => {
  const css = readFileSync(
    path.join(import.meta.dirname, "..", "..", "..", "app", "styles", "app.css"),
    "utf8",
  );

  it("converts oklch to sRGB hex", () => {
    expect(oklchToHex(1, 0, 0)).toBe("#ffffff");
    expect(oklchToHex(0, 0, 0)).toBe("#000000");
    // CSS named colours in oklch (CSS Color 4): red, green and blue.
    expect(oklchToHex(0.62796, 0.25768, 29.2339)).toBe("#ff0000");
    expect(oklchToHex(0.51975, 0.17686, 142.4953)).toBe("#008000");
    expect(oklchToHex(0.45201, 0.31321, 264.052)).toBe("#0000ff");
  });

  it("reads the theme tokens of app.css, following var() references and skipping lengths", () => {
    const colors = themeColors(css);
    expect(colors.primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(colors.destructive).toMatch(/^#[0-9a-f]{6}$/);
    expect(colors["card-foreground"]).toBe(colors.foreground);
    expect(colors.radius).toBeUndefined();
    expect(themeColors(":root { --a: oklch(50% 0 0); --b: #AABBCC; --c: var(--a); }")).toEqual({
      a: oklchToHex(0.5, 0, 0),
      b: "#aabbcc",
      c: oklchToHex(0.5, 0, 0),
    });
  });

  it("reads the dark theme as the light tokens with the dark block's in their place", () => {
    const light = themeColors(css);
    const dark = themeColors(css, "dark");
    expect(dark.card).not.toBe(light.card);
    expect(dark.device).not.toBe(light.device);
    // Tokens the dark block does not name keep their light value; references follow the dark tokens.
    expect(dark["card-foreground"]).toBe(dark.foreground);
    expect(
      themeColors(
        ':root { --a: #000000; --b: var(--a); --c: #111111; } [data-theme="dark"] { --a: #ffffff; }',
        "dark",
      ),
    ).toEqual({ a: "#ffffff", b: "#ffffff", c: "#111111" });
    expect(() => themeColors(":root { --a: #000000; }", "dark")).toThrow(/dark/);
  });

  it("turns every colour class of an illustration into a fill or stroke colour", () => {
    const colors = themeColors(css);
    const markup = renderToStaticMarkup(createElement(ConfirmshamingHarmful, { label: "A pop-up" }));
    expect(markup).toContain('class="fill-');
    const svg = illustrationSvg(markup, colors);
    expect(svg).not.toContain("class=");
    expect(svg).not.toMatch(/(fill|stroke)-[a-z-]+[" ]/);
    const values = [...svg.matchAll(/ (?:fill|stroke)="([^"]*)"/g)].map((match) => match[1]);
    expect(values.length).toBeGreaterThan(20);
    for (const value of values) expect(value).toMatch(/^(#[0-9a-f]{6}|none)$/);
    expect(svg).toContain(`fill="${colors.destructive}"`);
    expect(illustrationSvg('<rect class="fill-none stroke-primary h-auto"/>', colors)).toBe(
      `<rect fill="none" stroke="${colors.primary}"/>`,
    );
  });

  it("refuses a colour class that names no token, keeps opacity modifiers and leaves the drawing's text as written", () => {
    expect(() => illustrationSvg('<rect class="fill-nonexistent"/>', {})).toThrow(/fill-nonexistent/);
    expect(illustrationSvg('<rect class="fill-primary/70"/>', { primary: "#0e5c5a" })).toBe(
      '<rect fill="#0e5c5a" fill-opacity="0.7"/>',
    );
    expect(illustrationSvg("<text>Oğuz</text>", {})).toBe("<text>Oğuz</text>");
  });
});
