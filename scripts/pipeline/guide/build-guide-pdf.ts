/**
 * Builds the strategic guide PDF that the "Download Guide" button on /tools links to.
 *
 * The pipeline's `guide` step (scripts/pipeline/steps.ts) calls `generate()`, which writes both paper sizes
 * to .generated/public/<guidePathFor(paper)>, before `react-router build`, whose public folder that is. The PDF is
 * generated, never edited by hand (.generated/ is git-ignored): every word comes
 * from the same content modules the site renders (app/content/guide.ts gathers the tools,
 * journey, checklist, pattern library, glossary and references; the diagrams' text comes from
 * the pages that show them), so the pages and the guide cannot drift.
 *
 * Type: the site's faces, Source Serif 4 for headings and Source Sans 3 for text, embedded as
 * subsets (only the glyphs used) from the static TTF files of the Google Fonts build, which cover
 * Latin Extended, so names such as "Oğuz-Uğuralp" print as written. (The site's own font files are
 * variable WOFF2, which pdfkit cannot embed.)
 *
 * Drawings: the pattern illustrations and the four page diagrams are the site's React SVG
 * components, rendered to markup, coloured with the light theme's tokens and drawn as vectors
 * with svg-to-pdfkit (print-svg.ts). The pattern drawings are found where the pages find them,
 * in app/components/patterns/illustrations/index.ts.
 *
 * Where things are: this file runs the chapters in the order of the PDF; each chapter is a module
 * in chapters/ (cover, contents, introduction, tools, journey, checklist, patterns with
 * pattern-page, glossary, references), drawn with the blocks of layout.ts (headings, paragraphs,
 * lists, callouts, figures, links, running footers) on the primitives of document.ts (page, type,
 * colours, structure tree, text flow); diagram-section.ts lays out a page diagram beside its key.
 *
 * Accessibility: a tagged PDF (PDF/UA-style) with a document language. Everything drawn is either
 * part of the structure tree (Document > Sect > H1/H2/H3, P, L > LI > Lbl/LBody, Figure with alt
 * text, TOC > TOCI > Link, Link for web addresses) or marked as an artifact (backgrounds, rules,
 * bullets, running footers and page numbers). The tree is built in reading order, which is also
 * the order of the page content, except for the contents page and the page numbers in the
 * pattern overview: those are drawn at the end, when page numbers are known, into structure
 * elements reserved at their place in the tree.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { guide, type GuideChapter, guideChapterOrder } from "#app/content/guide.ts";
import { guidePath, guidePathFor, paperSizes, type PaperSize } from "#app/site.config.ts";
import { drawChecklist } from "./chapters/checklist.ts";
import { drawContents, reserveContents } from "./chapters/contents.ts";
import { drawCover } from "./chapters/cover.ts";
import { drawGlossary } from "./chapters/glossary.ts";
import { drawIntroduction } from "./chapters/introduction.ts";
import { drawJourney } from "./chapters/journey.ts";
import { drawPatternCatalogue, writeOverviewPageNumbers } from "./chapters/patterns.ts";
import { drawReferences } from "./chapters/references.ts";
import { drawTools } from "./chapters/tools.ts";
import { balancedBreaks, GuideDocument } from "../pdf/document.ts";
import { runningFooters } from "../pdf/layout.ts";
import { loadIllustrations, themeColors } from "../pdf/print-svg.ts";
import { generatedFile } from "#app/lib/generated-files.server.ts";

export { illustrationSvg, oklchToHex, themeColors } from "../pdf/print-svg.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
export const defaultOutFile = generatedFile(guidePath, root);

export type BuildOptions = {
  outFile?: string;
  /** A4 by default; the build writes both (issue 35.4). */
  paper?: PaperSize;
  /** Stream compression; the test turns it off to read the PDF objects directly. */
  compress?: boolean;
  /** The test builds the guide without the pattern catalogue too, to count its pages. */
  withPatternCatalogue?: boolean;
};

export type BuildResult = { outFile: string; pages: number };

/** Generate the guide and resolve once the file is written. */
export async function buildGuidePdf({
  outFile = defaultOutFile,
  paper = "a4",
  compress = true,
  withPatternCatalogue = true,
}: BuildOptions = {}): Promise<BuildResult> {
  // The light theme is the print theme: the PDF looks like the site on paper.
  const theme = themeColors(readFileSync(path.join(root, "app", "styles", "app.css"), "utf8"));
  const illustrations = withPatternCatalogue
    ? loadIllustrations(guide.chapters.patterns.patterns, theme)
    : undefined;
  // Drawn again with earlier breaks while the overflow of a page leaves the next one nearly empty
  // (balancedBreaks); each drawing overwrites the file, and the last one stays.
  const plan: number[] = [];
  for (let drawing = 1; ; drawing++) {
    const g = new GuideDocument(outFile, theme, compress, undefined, paper);
    g.breakBefore = new Set(plan);
    const drawn = drawGuide(g, illustrations);
    const more = drawing < 4 ? balancedBreaks(g.flowSoFar()).filter((index) => !plan.includes(index)) : [];
    finishGuide(g, drawn);
    const pages = await g.end();
    if (more.length === 0) return { outFile, pages };
    plan.push(...more);
  }
}

type Drawn = {
  contents: ReturnType<typeof reserveContents>;
  catalogue: ReturnType<typeof drawPatternCatalogue> | undefined;
};

/** The cover, the reserved contents page and every chapter, in the content's order. */
function drawGuide(g: GuideDocument, illustrations: ReturnType<typeof loadIllustrations> | undefined): Drawn {
  drawCover(g, illustrations);
  const contents = reserveContents(g);
  let catalogue: Drawn["catalogue"];
  // The order lives in the content (guideChapterOrder), which /guide follows too.
  const drawChapter: Record<GuideChapter, () => void> = {
    introduction: () => drawIntroduction(g),
    tools: () => drawTools(g),
    journey: () => drawJourney(g),
    checklist: () => drawChecklist(g),
    patterns: () => {
      if (illustrations) catalogue = drawPatternCatalogue(g, illustrations);
    },
    glossary: () => drawGlossary(g),
    references: () => drawReferences(g),
  };
  for (const chapter of guideChapterOrder) drawChapter[chapter]();
  return { contents, catalogue };
}

/** Now that every chapter has its pages: the contents, the overview's page numbers, the footers. */
function finishGuide(g: GuideDocument, { contents, catalogue }: Drawn) {
  drawContents(g, contents);
  if (catalogue) writeOverviewPageNumbers(g, catalogue);
  runningFooters(g);
}

/** The pipeline's step (steps.ts): both paper sizes, one after the other, as the page geometry follows the document being drawn (document.ts). */
export async function generate(): Promise<string> {
  const lines: string[] = [];
  for (const paper of paperSizes) {
    const { outFile, pages } = await buildGuidePdf({
      outFile: generatedFile(guidePathFor(paper), root),
      paper,
    });
    lines.push(`${path.relative(root, outFile)} (${pages} pages)`);
  }
  return `Strategic guide: ${lines.join(", ")}`;
}
