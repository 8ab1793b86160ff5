/**
 * Part 2, the three-step journey: the journey diagram of /tools, then each step (notice,
 * understand, choose) in a card with its number.
 */
import { createElement } from "react";
import { JourneyDiagram } from "#app/components/diagrams/journey-diagram.tsx";
import { guide } from "#app/content/guide.ts";
import { toolsPage } from "#app/content/pages/tools.ts";
import type { Step } from "#app/content/schemas.ts";
import { contentWidth, font, type GuideDocument, margin, type Struct } from "../../pdf/document.ts";
import { figure, numberMarker, openChapter, paragraph } from "../../pdf/layout.ts";
import { aspectRatio, diagramSvg } from "../../pdf/print-svg.ts";

export function drawJourney(g: GuideDocument) {
  const chapter = guide.chapters.journey;
  const { section } = openChapter(g, chapter.title, guide.labels.journeyEyebrow);
  paragraph(g, section, chapter.intro, { size: 12.5, fill: g.ink.muted });
  journeyDiagram(g, section, chapter.steps);
  const steps = g.group(section, "L");
  chapter.steps.forEach((step, index) => journeyStep(g, steps, step, index));
}

/** The diagram of the three steps going round, centred. */
function journeyDiagram(g: GuideDocument, section: Struct, steps: readonly Step[]) {
  const { doc } = g;
  const { label, repeatLabel } = toolsPage.journeyDiagram;
  const svg = diagramSvg(
    createElement(JourneyDiagram, {
      label,
      describedBy: "",
      stepLabels: steps.map((step) => step.title),
      repeatLabel,
    }),
    g.theme,
  );
  const width = 260;
  const height = width / aspectRatio(svg);
  g.ensureSpace(height + 20);
  figure(g, section, svg, label, {
    x: margin.left + (contentWidth - width) / 2,
    y: doc.y + 4,
    width,
    height,
  });
  doc.x = margin.left;
  doc.y += height + 24;
}

/** A step in a card: its number in a circle, its title (H2) and its text. */
function journeyStep(g: GuideDocument, steps: Struct, step: Step, index: number) {
  const { doc, ink } = g;
  const boxPadding = 16;
  const innerX = margin.left + 64;
  const innerWidth = contentWidth - 64 - boxPadding;
  const textHeight =
    g.textHeight(step.title, 18, font.heading, innerWidth, 1) +
    8 +
    g.textHeight(step.body, 11.5, font.body, innerWidth);
  const height = Math.max(textHeight, 48) + boxPadding * 2;
  g.ensureSpace(height + 14);
  const top = doc.y;
  const item = g.group(steps, "LI");
  g.artifact(() =>
    doc
      .roundedRect(margin.left, top, contentWidth, height, 8)
      .lineWidth(0.75)
      .fillAndStroke(ink.card, ink.rule),
  );
  numberMarker(
    g,
    item,
    String(index + 1),
    { x: margin.left + 16, top: top + boxPadding, radius: 16 },
    ink.primary,
    ink.onPrimary,
  );
  const body = g.group(item, "LBody");
  g.leaf(body, "H2", () =>
    g.write(step.title, {
      face: font.heading,
      size: 18,
      x: innerX,
      y: top + boxPadding,
      width: innerWidth,
      lineGap: 1,
    }),
  );
  doc.moveDown(0.3);
  g.leaf(body, "P", () => g.write(step.body, { size: 11.5, x: innerX, width: innerWidth }));
  doc.y = top + height + 14;
}
