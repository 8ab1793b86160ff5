/**
 * Part 1, the six awareness tools: the tools at a glance, then each tool on a page of its own
 * (summary, why it matters, numbered steps), so it can be printed and handed out alone.
 */
import { guide } from "#app/content/guide.ts";
import type { Tool } from "#app/content/schemas.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { contentWidth, font, type GuideDocument, margin, type Struct } from "../../pdf/document.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import {
  eyebrow,
  linkText,
  list,
  numberMarker,
  openChapter,
  paragraph,
  smallHeading,
  subheading,
} from "../../pdf/layout.ts";

export function drawTools(g: GuideDocument) {
  const chapter = guide.chapters.tools;
  const { section } = openChapter(g, chapter.title, guide.labels.toolsEyebrow);
  paragraph(g, section, chapter.intro, { size: 12.5, fill: g.ink.muted });
  g.doc.moveDown(0.6);
  toolsAtAGlance(g, section, chapter.tools);
  chapter.tools.forEach((tool, index) => toolPage(g, section, tool, index, chapter.tools.length));
}

/** A numbered list of the tools with their summaries. */
function toolsAtAGlance(g: GuideDocument, section: Struct, tools: readonly Tool[]) {
  const { doc, ink } = g;
  const glance = g.group(section, "L");
  tools.forEach((tool, index) => {
    const top = doc.y;
    const item = g.group(glance, "LI");
    numberMarker(
      g,
      item,
      String(index + 1),
      { x: margin.left, top: top + 2, radius: 10 },
      ink.accent,
      ink.primary,
    );
    const body = g.group(item, "LBody");
    const textX = margin.left + 30;
    const width = contentWidth - 30;
    g.leaf(body, "P", () =>
      g.write(tool.title, { face: font.heading, size: 14, x: textX, y: top, width, lineGap: 1 }),
    );
    doc.moveDown(0.15);
    g.leaf(body, "P", () =>
      g.write(tool.summary, { size: 11, fill: ink.muted, x: textX, width, lineGap: 3.5 }),
    );
    doc.moveDown(0.9);
  });
}

/** One tool on a page of its own: "Tool n of m", its title (a contents entry), summary, detail, steps. */
function toolPage(g: GuideDocument, section: Struct, tool: Tool, index: number, total: number) {
  g.newPage();
  const toolSection = g.group(section, "Sect");
  eyebrow(g, toolSection, fillTemplate(guide.labels.toolOfTotal, { n: index + 1, total }));
  const headed = subheading(g, toolSection, tool.title, { contentsEntry: true, keepWith: 120, size: 22 });
  paragraph(g, headed, tool.summary, { size: 12.5, face: font.italic, fill: g.ink.muted });
  paragraph(g, headed, tool.detail, { size: 11 });
  g.ensureSpace(80);
  smallHeading(g, headed, guide.labels.steps);
  g.doc.moveDown(0.7);
  list(g, headed, tool.steps, "number", 10.5);
  if (tool.link) {
    const url = absoluteUrl(tool.link.href);
    g.doc.moveDown(0.4);
    linkText(g, headed, `${tool.link.label}: ${url}`, url, { size: 10.5, fill: g.ink.primary });
  }
}
