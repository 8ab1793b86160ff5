// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAllPosts } from "~/content/blog/posts.server";
import { caseExamples } from "~/content/cases";
import { guide } from "~/content/guide";
import { glossaryTerms } from "~/content/glossary";
import { toolsPage } from "~/content/pages/tools";
import { understandingPage } from "~/content/pages/understanding";
import { whatIsDigitalInfluencePage } from "~/content/pages/what-is-digital-influence";
import { whyItMattersPage } from "~/content/pages/why-it-matters";
import { references } from "~/content/references";
import { journeySteps, responsibleProductChecklist, tools } from "~/content/tools";
import { guidePath, siteConfig } from "~/site.config";
import { buildGuidePdf, defaultOutFile, pdfText } from "./build-guide-pdf";

/*
 * Runs the generator into a temporary folder: once without stream compression, so the
 * text operators can be read directly, and once as the build runs it, for the file size.
 */
let dir: string;
let raw: string;
let text: string;
let pages: number;
let compressedSize: number;

/** The text shown on the pages: the hex strings of every TJ operator, one line each. */
function extractText(pdf: string): string {
  return [...pdf.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\] TJ/g)]
    .map((match) =>
      [...match[1]!.matchAll(/<([0-9a-f]*)>/g)]
        .map((hex) => Buffer.from(hex[1]!, "hex").toString("latin1"))
        .join(""),
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
}, 60_000);

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
