/**
 * Blocks the teaching pack's PDFs share, on the guide's primitives (../guide/document.ts, layout.ts):
 * the opening of a lesson or sheet, ruled lines to write on, and the drawings, coloured with the light
 * theme like the guide's (../guide/print-svg.ts).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { splitMarkers } from "../../../app/components/patterns/illustration.server";
import { illustrationsFor } from "../../../app/components/patterns/illustrations";
import type { QuizQuestion } from "../../../app/content/spot-the-pattern";
import { contentWidth, font, type GuideDocument, margin, type Struct } from "../guide/document";
import { eyebrow, topBand } from "../guide/layout";
import { illustrationSvg } from "../guide/print-svg";

const screensFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../app/components/quiz/screens",
);

/**
 * The screens drawn for the self-check alone (app/components/quiz/screens/), loaded here as the quiz
 * page's quiz-screen.server.tsx loads them there (with Vite's glob, which this script runs without).
 */
export async function loadQuizScreens(): Promise<Map<string, ComponentType<{ label: string }>>> {
  const screens = new Map<string, ComponentType<{ label: string }>>();
  for (const file of readdirSync(screensFolder).filter((name) => name.endsWith(".tsx"))) {
    const module = (await import(path.join(screensFolder, file))) as Record<string, unknown>;
    const Screen = Object.values(module).find((value) => typeof value === "function");
    if (Screen) screens.set(file.replace(/\.tsx$/, ""), Screen as ComponentType<{ label: string }>);
  }
  return screens;
}

export type Drawings = {
  theme: Record<string, string>;
  screens: Map<string, ComponentType<{ label: string }>>;
};

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
  const Screen = d.screens.get(question.screen.name);
  if (!Screen) throw new Error(`No screen "${question.screen.name}" in app/components/quiz/screens/`);
  return illustrationSvg(splitMarkers(renderToStaticMarkup(createElement(Screen, { label }))).svg, d.theme);
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
