/**
 * Builds the teaching pack's PDFs, one per lesson and sheet, that /teach and its printable pages link to.
 *
 * The pipeline's `teach` step (scripts/pipeline/steps.ts) calls `generate()`, which writes every part to
 * .generated/public/<teachPdfPath(part, paper)>. It runs before `react-router build`, like the guide's (scripts/pipeline/guide/), whose document, blocks
 * and drawing-to-PDF code it draws with: the site's faces embedded as subsets, a tagged structure tree
 * with alt text on every drawing, a document language. Every word comes from the content the pages
 * render (app/data/teach-pack.ts assembles it), so a page and its PDF cannot drift apart.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { teachPage } from "#app/content/pages/teach.ts";
import { cardItems, lessonView, selfCheckItems, sheetOf, worksheetView } from "#app/data/teach-pack.ts";
import { teachParts, type TeachPart } from "#app/lib/teach-parts.ts";
import { paperSizes, siteConfig, teachPdfPath, type PaperSize } from "#app/site.config.ts";
import { GuideDocument } from "../pdf/document.ts";
import { runningFooters } from "../pdf/layout.ts";
import { themeColors } from "../pdf/print-svg.ts";
import { drawLesson } from "./lesson-pdf.ts";
import { drawAnswerKey, drawCards, drawSelfCheck, drawWorksheet } from "./sheets-pdf.ts";
import type { Drawings } from "./teach-blocks.ts";
import { generatedFile } from "#app/lib/generated-files.server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

export type TeachBuildOptions = {
  /** The folder the PDFs go to; .generated/public/ keeps their site paths. */
  outDir?: string;
  /** Stream compression; the test turns it off to read the PDF objects directly. */
  compress?: boolean;
};

export type TeachBuildResult = { part: TeachPart; paper: PaperSize; outFile: string; pages: number }[];

function titleOf(part: TeachPart): string {
  if (part.startsWith("lesson-")) return lessonView(part).lesson.title;
  const sheet = sheetOf(part);
  if (!sheet) throw new Error(`No sheet "${part}" in content/pages/teach.ts`);
  return sheet.title;
}

export async function buildTeachPdfs({
  outDir,
  compress = true,
}: TeachBuildOptions = {}): Promise<TeachBuildResult> {
  // The light theme is the print theme, as in the guide.
  const theme = themeColors(readFileSync(path.join(root, "app", "styles", "app.css"), "utf8"));
  const drawings: Drawings = { theme };
  const items = selfCheckItems();
  const results: TeachBuildResult = [];
  for (const paper of paperSizes)
    for (const part of teachParts) {
      const outFile = outDir
        ? path.join(outDir, path.basename(teachPdfPath(part, paper)))
        : generatedFile(teachPdfPath(part, paper), root);
      const title = titleOf(part);
      const g = new GuideDocument(
        outFile,
        theme,
        compress,
        {
          title: `${title} · ${siteConfig.name} ${teachPage.hero.title}`,
          subject: teachPage.meta.description,
          keywords: "teaching, lesson plan, dark patterns, digital influence, humane design",
        },
        paper,
      );
      const sheet = sheetOf(part);
      if (part === "self-check" && sheet) drawSelfCheck(g, sheet, items, drawings);
      else if (part === "answer-key" && sheet) drawAnswerKey(g, sheet, items);
      else if (part === "worksheet" && sheet) drawWorksheet(g, sheet, worksheetView());
      else if (part === "cards" && sheet) drawCards(g, sheet, cardItems(), drawings);
      else drawLesson(g, lessonView(part), drawings);
      runningFooters(g, {
        footer: `${siteConfig.name} ${teachPage.hero.title} · ${siteConfig.contentLicence.name}`,
        fromFirstPage: true,
      });
      results.push({ part, paper, outFile, pages: await g.end() });
    }
  return results;
}

/** The pipeline's step (steps.ts): every part on both paper sizes. */
export async function generate(): Promise<string> {
  const started = performance.now();
  const results = await buildTeachPdfs();
  const pages = results.map(({ part, paper, pages: count }) => `${part} (${paper}) ${count}`).join(", ");
  return `Teaching pack: ${results.length} PDFs (${pages} pages) in ${Math.round(performance.now() - started)} ms`;
}
