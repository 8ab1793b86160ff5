// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teachPage } from "#app/content/pages/teach.ts";
import { quizQuestions } from "#app/content/spot-the-pattern.ts";
import { lessons } from "#app/content/teach.ts";
import { questionsToAsk } from "#app/content/tools.ts";
import { cardItems, cardKey, lessonView, selfCheckItems } from "#app/data/teach-pack.ts";
import { patterns } from "#app/content/patterns.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { teachParts, type TeachPart } from "#app/lib/teach-parts.ts";
import { paperSizes, siteConfig, teachPdfPath, type PaperSize } from "#app/site.config.ts";
import { isHeading, lastText, pageFill, printedPages } from "../pdf/printed-pages.ts";
import { buildTeachPdfs, type TeachBuildResult } from "./build-teach-pdfs.ts";
import { teachPdfBudget } from "./budget.ts";
import PDFDocument from "pdfkit";
import { renderIllustration } from "#app/components/patterns/illustration.server.tsx";
import { renderQuestionScreen } from "#app/data/question-screen.server.ts";
import { font, fontFileOf } from "../pdf/document.ts";

/*
 * Builds the pack's PDFs into a temporary folder twice: without stream compression, to read the
 * structure tree directly, and as the build does, for what poppler-utils (pdfinfo, pdffonts, pdftotext)
 * report, as the guide's test does (scripts/pipeline/guide/build-guide-pdf.test.ts).
 */
let plainDir: string;
let builtDir: string;
let plain: TeachBuildResult;
let built: TeachBuildResult;

const poppler = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: "utf8" });
const flat = (value: string) => value.replace(/\s+/g, " ").replace(/- /g, "-");
const fileOf = (results: TeachBuildResult, part: TeachPart, paper: PaperSize = "a4") =>
  results.find((result) => result.part === part && result.paper === paper)!.outFile;
const textOf = (part: TeachPart) =>
  flat(poppler("pdftotext", "-raw", "-enc", "UTF-8", fileOf(built, part), "-"));

beforeAll(async () => {
  plainDir = mkdtempSync(path.join(tmpdir(), "teach-pdf-plain-"));
  builtDir = mkdtempSync(path.join(tmpdir(), "teach-pdf-"));
  plain = await buildTeachPdfs({ outDir: plainDir, compress: false });
  built = await buildTeachPdfs({ outDir: builtDir });
});

afterAll(() => {
  rmSync(plainDir, { recursive: true, force: true });
  rmSync(builtDir, { recursive: true, force: true });
});

describe("the teaching pack's PDFs", () => {
  it("are one per lesson and sheet in A4 and in US Letter, named as the pages link to them", () => {
    expect(built.map((result) => `${result.part} ${result.paper}`).sort()).toEqual(
      teachParts.flatMap((part) => paperSizes.map((paper) => `${part} ${paper}`)).sort(),
    );
    for (const result of built) {
      expect(path.basename(result.outFile)).toBe(path.basename(teachPdfPath(result.part, result.paper)));
      expect(teachPdfPath(result.part, result.paper)).toBe(
        `/downloads/${siteConfig.slug}-teaching-pack-${result.part}${result.paper === "letter" ? "-letter" : ""}.pdf`,
      );
      expect(poppler("pdfinfo", result.outFile)).toMatch(
        result.paper === "letter"
          ? /^Page size:\s+612 x 792 pts \(letter\)$/m
          : /^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m,
      );
    }
  });

  // Issue 35.4: paper a classroom can use, read back from the files themselves.
  for (const paper of paperSizes) {
    describe(`on ${paper === "a4" ? "A4" : "US Letter"}`, () => {
      it("no word is smaller than 8 pt, drawings included", () => {
        for (const part of teachParts) {
          const small = printedPages(fileOf(built, part, paper)).flatMap((page) =>
            page.texts
              .filter((text) => text.size < 8)
              .map((text) => `p${page.number} ${text.size} pt: ${text.text}`),
          );
          expect(small, part).toEqual([]);
        }
      });

      it("prints the picture cards of every pattern one to a page, after the teacher's two pages", () => {
        const cards = cardItems();
        // Two cards for each pattern of the library (issue 54.5), each on its page, after the advice's page
        // and the key's, which holds the whole library.
        expect(cards).toHaveLength(patterns.length * 2);
        const pages = printedPages(fileOf(built, "cards", paper));
        expect(pages).toHaveLength(2 + cards.length);
        const pageText = (index: number) => flat(pages[index]!.texts.map((text) => text.text).join(" "));
        expect(pageText(0)).toContain(teachPage.cards.howTitle);
        const key = pageText(1);
        expect(key).toContain(teachPage.cards.keyTitle);
        for (const row of cardKey(cards).flatMap((set) => set.rows))
          expect(key).toContain(flat(fillTemplate(teachPage.cards.keyLine, { ...row })));
        cards.forEach((card, index) => {
          const heading = `Card ${card.number} of ${cards.length}`;
          expect(pageText(index + 2), heading).toContain(heading);
          expect(pageText(index + 2), heading).toContain(card.tag.toUpperCase());
          // The side is told only by the key (the drawing may show its pattern's name, as an app would).
          expect(pageText(index + 2), heading).not.toMatch(/\bhonest\b/i);
        });
      });

      it("no page but the last is less than a quarter full, and no page ends on a heading", () => {
        for (const part of teachParts) {
          const pages = printedPages(fileOf(built, part, paper));
          for (const page of pages.slice(0, -1)) {
            expect(pageFill(page), `${part} page ${page.number}`).toBeGreaterThanOrEqual(0.25);
            const last = lastText(page);
            expect(last && isHeading(last) ? last.text : "", `${part} page ${page.number}`).toBe("");
          }
        }
      });
    });
  }

  for (const part of teachParts) {
    describe(part, () => {
      it("is a tagged PDF in the site's language, every drawing a figure with alternative text", () => {
        const raw = readFileSync(fileOf(plain, part), "latin1");
        expect(raw.startsWith("%PDF-")).toBe(true);
        expect(poppler("pdfinfo", fileOf(built, part))).toMatch(/^Tagged:\s+yes$/m);
        expect(raw).toMatch(/\/Lang \(en\)/);
        const count = (type: string) => raw.match(new RegExp(`/S /${type}\\n`, "g"))?.length ?? 0;
        expect(count("Document")).toBe(1);
        expect(count("H1")).toBe(1);
        const figures = raw.match(/\/S \/Figure\n[^>]*?\/Alt \(/g) ?? [];
        expect(figures.length).toBe(count("Figure"));
        const expected = part.startsWith("lesson-")
          ? 1 + lessonView(part).patterns.length * 2
          : part === "self-check"
            ? quizQuestions.length
            : part === "cards"
              ? cardItems().length
              : 0;
        expect(count("Figure")).toBe(expected);
      });

      it("embeds every font it uses, as subsets of the site's faces", () => {
        const rows = poppler("pdffonts", fileOf(built, part)).trim().split("\n").slice(2);
        expect(rows.length).toBeGreaterThanOrEqual(2);
        for (const row of rows) expect(row, row).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+0$/);
        expect(rows.every((row) => /^[A-Z]{6}\+Source(Serif4|Sans3)-/.test(row))).toBe(true);
      });

      it("says for whom it is written", () => {
        expect(textOf(part)).toContain(flat(teachPage.ages));
      });
    });
  }

  it("each lesson holds its goals, its patterns, its questions and the teacher's notes on them", () => {
    for (const lesson of lessons) {
      const text = textOf(lesson.id);
      expect(text).toContain(flat(lesson.title).split(" ").slice(0, 3).join(" "));
      for (const goal of lesson.goals) expect(text).toContain(flat(goal));
      for (const pattern of lessonView(lesson.id).patterns) expect(text).toContain(pattern.name);
      for (const { question, listenFor } of lesson.discussion) {
        expect(text).toContain(flat(question));
        expect(text).toContain(flat(listenFor));
      }
      expect(text).toContain(flat(lesson.exit));
    }
  });

  it("the self-check holds every question's options, the answer key every answer and why", () => {
    const check = textOf("self-check");
    const key = textOf("answer-key");
    for (const item of selfCheckItems()) {
      for (const option of item.options) expect(check).toContain(option);
      expect(key).toContain(item.answer.name);
      expect(key).toContain(flat(item.why));
    }
  });

  it("each stays within its size budget as built, the cards' growing with the library", () => {
    for (const result of built)
      expect(statSync(result.outFile).size, `${result.part} ${result.paper}`).toBeLessThanOrEqual(
        teachPdfBudget(result.part, cardItems().length),
      );
  });

  // A character the faces lack prints as an empty box, and no PDF tool reports it: the fake social
  // proof drawings' "★" did, on every card and in the guide, until they drew their stars.
  it("every drawing's words are in the faces the PDFs embed, so none prints as an empty box", () => {
    // pdfkit's embedded font holds the parsed face (fontkit's), which can say whether it has a character.
    type Face = { font: { hasGlyphForCodePoint: (codePoint: number) => boolean } };
    const faces = [font.body, font.bold].map(
      (face) =>
        (new PDFDocument({ autoFirstPage: false }).font(fontFileOf(face)) as unknown as { _font: Face })._font
          .font,
    );
    const missing = new Set<string>();
    const drawings = [
      ...cardItems().map((card) => [
        card.slug,
        renderIllustration(card.slug, card.side, { label: card.label }),
      ]),
      ...selfCheckItems().map((item) => [item.id, renderQuestionScreen(item.question, item.screenLabel)]),
    ];
    for (const [name, svg] of drawings)
      for (const [, words] of svg!.matchAll(/<text[^>]*>([^<]*)</g))
        for (const character of words!)
          if (faces.some((face) => !face.hasGlyphForCodePoint(character.codePointAt(0)!)))
            missing.add(`${name}: ${character}`);
    expect([...missing]).toEqual([]);
  });

  it("the worksheet asks the tools' questions", () => {
    const text = textOf("worksheet");
    for (const question of questionsToAsk) expect(text).toContain(question);
  });
});
