// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfirmshamingHarmful } from "~/components/patterns/illustrations/confirmshaming-harmful";
import { getAllPosts } from "~/content/blog/posts.server";
import { caseExamples } from "~/content/cases";
import { guide } from "~/content/guide";
import { glossaryTerms } from "~/content/glossary";
import { toolsPage } from "~/content/pages/tools";
import { understandingPage } from "~/content/pages/understanding";
import { whatIsDigitalInfluencePage } from "~/content/pages/what-is-digital-influence";
import { whyItMattersPage } from "~/content/pages/why-it-matters";
import { patterns } from "~/content/patterns";
import { references } from "~/content/references";
import { journeySteps, responsibleProductChecklist, tools } from "~/content/tools";
import { guidePath, siteConfig } from "~/site.config";
import {
  buildGuidePdf,
  defaultOutFile,
  illustrationSvg,
  oklchToHex,
  pdfText,
  themeColors,
} from "./build-guide-pdf";

/*
 * Runs the generator into a temporary folder: once without stream compression, so the
 * text operators can be read directly, once as the build runs it, for the file size, and
 * once without the pattern catalogue, to count the catalogue's pages.
 */
let dir: string;
let raw: string;
let text: string;
let pages: number;
let compressedSize: number;
let pagesWithoutCatalogue: number;

/** The characters of the WinAnsi encoding at 0x80–0x9f, where it differs from Latin-1. */
const winAnsiHigh = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/** The text shown on the pages: the hex strings of every TJ operator, one line each. */
function extractText(pdf: string): string {
  return [...pdf.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\] TJ/g)]
    .map((match) =>
      [...match[1]!.matchAll(/<([0-9a-f]*)>/g)]
        .map((hex) => Buffer.from(hex[1]!, "hex").toString("latin1"))
        .join("")
        .replace(/[\x80-\x9f]/g, (char) => winAnsiHigh[char.charCodeAt(0) - 0x80]!),
    )
    .join("\n");
}

/** A document-information entry such as /Title, written by pdfkit as an indirect string object. */
function info(pdf: string, key: string): string | undefined {
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(pdf)?.[1];
  if (!ref) return undefined;
  return new RegExp(`\\n${ref} 0 obj\\n\\((.*)\\)\\nendobj`).exec(pdf)?.[1];
}

/** Text joined into one line, so a sentence broken across lines (also after a hyphen) can still be found. */
const flat = (value: string) => value.replace(/\s+/g, " ").replace(/- /g, "-");

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "guide-pdf-"));
  const plain = await buildGuidePdf({ outFile: path.join(dir, "plain.pdf"), compress: false });
  pages = plain.pages;
  raw = readFileSync(plain.outFile, "latin1");
  text = extractText(raw);
  const compressed = await buildGuidePdf({ outFile: path.join(dir, "guide.pdf") });
  compressedSize = statSync(compressed.outFile).size;
  const withoutCatalogue = await buildGuidePdf({
    outFile: path.join(dir, "without-catalogue.pdf"),
    withPatternCatalogue: false,
  });
  pagesWithoutCatalogue = withoutCatalogue.pages;
}, 90_000);

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

  it("is a complete PDF of at least 8 A4 pages", () => {
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
    const pageObjects = raw.match(/\/Type \/Page\n/g) ?? [];
    expect(pageObjects.length).toBe(pages);
    expect(pages).toBeGreaterThanOrEqual(8);
    expect(raw.match(/\/MediaBox \[0 0 595\.28 841\.89\]/g)?.length).toBe(pages);
  });

  it("has the page count the tools page promises", () => {
    const promised = Number(/(\d+) A4 pages/.exec(toolsPage.guide.fileNote)?.[1]);
    expect(pages).toBe(promised);
  });

  it("stays under 600 KB as built", () => {
    expect(compressedSize).toBeGreaterThan(10_000);
    expect(compressedSize).toBeLessThan(600 * 1024);
  });

  it("carries title, author and subject metadata", () => {
    expect(info(raw, "Title")).toBe(guide.title);
    expect(info(raw, "Author")).toBe(siteConfig.name);
    expect(info(raw, "Subject")).toBe(guide.subtitle);
    expect(raw).toContain("/Lang (en-US)");
  });

  it("contains every tool with its steps, as selectable text", () => {
    const all = flat(text);
    for (const tool of tools) {
      expect(text).toContain(tool.title);
      for (const step of tool.steps) expect(all).toContain(flat(pdfText(step)));
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
      expect(all).toContain(pdfText(reference.title).split(" ").slice(0, 4).join(" "));
      if (reference.url) expect(all.replace(/ /g, "")).toContain(reference.url);
    }
  });

  it("lists every source the site cites: each article's keys, the pages' and the case cards' sources", () => {
    // The guide prints the registry itself, so a source added for an article cannot miss the guide.
    expect(guide.chapters.references.references).toBe(references);
    const inGuide = new Set(guide.chapters.references.references.map((reference) => reference.id));
    const articleKeys = getAllPosts().flatMap((post) => post.citations.map((key) => [post.slug, key] as const));
    expect(articleKeys.length).toBeGreaterThan(50);
    for (const [slug, key] of articleKeys) expect(inGuide.has(key), `${slug} cites ${key}`).toBe(true);
    const pageSources = [
      ...caseExamples.flatMap((item) => item.sources),
      ...[understandingPage, whatIsDigitalInfluencePage, whyItMattersPage, toolsPage].flatMap((page) => page.sources),
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
    expect(text.match(/Pattern catalogue/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    const all = flat(text);
    expect(patterns).toHaveLength(14);
    for (const pattern of patterns) {
      expect(text).toContain(pdfText(pattern.name));
      expect(all).toContain(flat(pdfText(pattern.definition)));
      for (const callout of [...pattern.harmful.callouts, ...pattern.humane.callouts]) {
        expect(all).toContain(flat(pdfText(callout.title)));
      }
      for (const item of pattern.resist) expect(all).toContain(flat(pdfText(item)));
      const address = `${siteConfig.url}/patterns/${pattern.slug}`;
      expect(text).toContain(address);
      expect(raw).toContain(`/URI (${address})`);
    }
  });

  it("gives the catalogue an overview page and one page per pattern", () => {
    expect(pages - pagesWithoutCatalogue).toBeGreaterThanOrEqual(14);
    expect(pages - pagesWithoutCatalogue).toBe(patterns.length + 1);
  });

  it("draws the illustrations as vectors, not images", () => {
    expect(raw).not.toContain("/Subtype /Image");
  });
});

describe("the illustrations' print colours", () => {
  const css = readFileSync(path.join(import.meta.dirname, "..", "..", "app", "styles", "app.css"), "utf8");

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

  it("refuses a colour class that names no token, and keeps the drawing's text drawable", () => {
    expect(() => illustrationSvg('<rect class="fill-nonexistent"/>', {})).toThrow(/fill-nonexistent/);
    expect(illustrationSvg("<text>ok 👍 ğ</text>", {})).toBe("<text>ok ? g</text>");
  });
});

describe("pdfText", () => {
  it("keeps characters the standard fonts can draw", () => {
    expect(pdfText("Lupiáñez – Glöckler “quoted” … 50 €")).toBe("Lupiáñez – Glöckler “quoted” … 50 €");
  });

  it("drops accents the standard fonts cannot draw and replaces other characters", () => {
    expect(pdfText("Oğuz-Uğuralp")).toBe("Oguz-Uguralp");
    expect(pdfText("ok 👍")).toBe("ok ?");
  });
});
