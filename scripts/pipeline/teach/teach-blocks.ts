/**
 * Blocks the teaching pack's PDFs share, on the guide's primitives (../pdf/document.ts, layout.ts):
 * the opening of a lesson or sheet, ruled lines to write on, and the drawings, coloured with the light
 * theme like the guide's (../pdf/print-svg.ts).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { splitMarkers } from "#app/components/patterns/illustration.server.tsx";
import { illustrationsFor } from "#app/components/patterns/illustrations/index.ts";
import type { QuizQuestion } from "#app/content/spot-the-pattern.ts";
import { contentWidth, font, type GuideDocument, margin, type Struct } from "../pdf/document.ts";
import { renderQuizScreen } from "#app/components/quiz/quiz-screen.server.tsx";
import { eyebrow, topBand } from "../pdf/layout.ts";
import { illustrationSvg } from "../pdf/print-svg.ts";

export type Drawings = { theme: Record<string, string> };

/** A pattern's drawing, print-coloured, without numbered markers (no callouts are printed beside it). */
export function patternDrawing(d: Drawings, slug: string, tone: "harmful" | "humane", label: string): string {
  const pair = illustrationsFor(slug);
  if (!pair) throw new Error(`No illustrations for the pattern "${slug}"`);
  return illustrationSvg(
    splitMarkers(renderToStaticMarkup(createElement(pair[tone], { label }))).svg,
    d.theme,
  );
}

/** A self-check question's screen, as the quiz shows it before it is answered: without its marks. */
export function questionDrawing(d: Drawings, question: QuizQuestion, label: string): string {
  if (!question.screen) return patternDrawing(d, question.pattern, "harmful", label);
  // The quiz page's own screens (quiz-screen.server.tsx), drawn as it draws them.
  return illustrationSvg(splitMarkers(renderQuizScreen(question.screen.name, { label })).svg, d.theme);
}

/** The opening of a lesson or sheet: band, eyebrow, title (H1), lead and for whom it is written. */
export function openPart(
  g: GuideDocument,
  heading: { eyebrow: string; title: string; lead: string; ages: string },
): Struct {
  g.newPage();
  topBand(g);
  const section = g.group(g.root, "Sect");
  eyebrow(g, section, heading.eyebrow);
  g.leaf(section, "H1", () => g.write(heading.title, { face: font.heading, size: 24, lineGap: 2 }));
  g.doc.moveDown(0.4);
  g.leaf(section, "P", () => g.write(heading.lead, { size: 11.5, fill: g.ink.muted }));
  g.doc.moveDown(0.3);
  g.leaf(section, "P", () => g.write(heading.ages, { face: font.bold, size: 10.5 }));
  g.doc.moveDown(0.8);
  return section;
}

/** Ruled lines to write on, drawn as artifacts: there is nothing on them to read. */
export function writingLines(
  g: GuideDocument,
  count: number,
  { x = margin.left, width = contentWidth } = {},
) {
  const gap = 24;
  g.ensureSpace(count * gap + 6);
  const top = g.doc.y;
  g.artifact(() => {
    for (let line = 1; line <= count; line++) {
      g.doc
        .moveTo(x, top + line * gap)
        .lineTo(x + width, top + line * gap)
        .dash(2, { space: 2 })
        .lineWidth(0.6)
        .strokeColor(g.ink.muted)
        .stroke()
        .undash();
    }
  });
  g.doc.y = top + count * gap + 10;
  g.doc.x = margin.left;
}
