import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { enforcementRecords } from "#app/content/enforcement.ts";
import { patternsPage } from "#app/content/pages/patterns.ts";
import { patterns } from "#app/content/patterns.ts";
import { references } from "#app/content/references.ts";
import { clientDir } from "./built-files.ts";

/*
 * The AI family on /patterns#ai (issue 34): at least six patterns, an introduction with its sources,
 * three questions to ask any assistant, the record's AI actions and the FTC's inquiry as an inquiry; and
 * the pages that lead to it.
 */

const dom = (file: string) => new JSDOM(readFileSync(path.join(clientDir, file), "utf8")).window.document;
const hrefs = (root: ParentNode) =>
  [...root.querySelectorAll("a[href]")].map((link) => link.getAttribute("href"));

describe("the AI family", () => {
  const section = dom("patterns/index.html").getElementById("ai")!;

  it("lists at least six AI patterns, each linking its page", () => {
    const ai = patterns.filter((pattern) => pattern.family === "ai");
    expect(ai.length).toBeGreaterThanOrEqual(6);
    for (const pattern of ai) expect(hrefs(section), pattern.slug).toContain(`/patterns/${pattern.slug}`);
  });

  it("opens with its introduction, the three questions, the record's AI actions and its sources", () => {
    const text = section.textContent!;
    for (const paragraph of patternsPage.aiFamily.paragraphs) expect(text).toContain(paragraph.text);
    const questions = [...section.querySelectorAll("ol li")].map((item) => item.textContent);
    for (const question of patternsPage.aiFamily.questions) expect(questions).toContain(question);
    const aiRecords = enforcementRecords.filter((record) =>
      record.patterns.some((slug) => slug.startsWith("ai-")),
    );
    // Every AI action in the record, or, while it holds none, a line that says so.
    if (aiRecords.length === 0) expect(text).toContain(patternsPage.aiFamily.recordsNone);
    for (const record of aiRecords) expect(hrefs(section), record.id).toContain(`/enforcement/${record.id}`);
    expect(text).toContain(patternsPage.aiFamily.inquiry.text);
    const cited = [
      ...patternsPage.aiFamily.paragraphs.flatMap((paragraph) => paragraph.cite),
      patternsPage.aiFamily.inquiry.cite,
    ];
    for (const id of cited) {
      const url = references.find((reference) => reference.id === id)?.url;
      expect(url, id).toBeTruthy();
      expect(hrefs(section), id).toContain(url);
    }
  });

  it("is linked from the home page, /understanding's AI chatbots technique and both AI articles", () => {
    for (const file of [
      "index.html",
      "understanding/index.html",
      "blog/ai-choice-architecture/index.html",
      "blog/ai-neutrality/index.html",
    ])
      expect(hrefs(dom(file).querySelector("main")!), file).toContain("/patterns#ai");
  });
});
