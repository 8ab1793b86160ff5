/**
 * One pattern's page in the catalogue: "Pattern n of m · family", its name and definition, the
 * manipulative drawing and the humane one, each beside its numbered notes, how to resist it, and
 * the address of its full page on the site at the foot.
 */
import { guide } from "#app/content/guide.ts";
import type { Pattern } from "#app/content/schemas.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { siteConfig } from "#app/site.config.ts";
import {
  bottomLimit,
  contentWidth,
  font,
  type GuideDocument,
  margin,
  type Struct,
} from "../../pdf/document.ts";
import { eyebrow, figure, linkText, numberMarker, smallHeading } from "../../pdf/layout.ts";
import { aspectRatio, legibleWidth } from "../../pdf/print-svg.ts";

type Tone = "harmful" | "humane";
type Outline = { addItem(title: string): unknown };

const labelHeight = 16;
const rowGap = 10;
const gutter = 16;
const resistIndent = 18;

function toneStyle(g: GuideDocument, tone: Tone) {
  return tone === "harmful"
    ? { title: guide.labels.harmfulTitle, ink: g.ink.destructive, onInk: g.ink.onDestructive }
    : { title: guide.labels.humaneTitle, ink: g.ink.primary, onInk: g.ink.onPrimary };
}

export function patternPage(
  g: GuideDocument,
  catalogueSection: Struct,
  options: {
    pattern: Pattern;
    index: number;
    svgs: Map<string, string>;
    outlineItem: Outline;
    patternPages: Map<string, number>;
  },
) {
  const { pattern, svgs } = options;
  g.newPage();
  const section = g.group(catalogueSection, "Sect");
  g.doc.addNamedDestination(`pattern-${pattern.slug}`);
  options.patternPages.set(pattern.slug, g.pageNumber());
  options.outlineItem.addItem(pattern.name);
  patternHeading(g, section, pattern, options.index);
  const resistHeight =
    26 +
    pattern.resist.reduce(
      (sum, item) => sum + g.textHeight(item, 9.5, font.body, contentWidth - resistIndent, 1.5) + 3,
      0,
    );
  for (const row of fitDrawingRows(g, pattern, svgs, bottomLimit - g.doc.y - resistHeight)) {
    drawingRow(g, section, pattern, row);
  }
  g.ensureSpace(resistHeight);
  howToResist(g, section, pattern);
  addressLine(g, section, pattern);
}

/** The eyebrow, the name (H2), the definition and the other names it goes by. */
function patternHeading(g: GuideDocument, section: Struct, pattern: Pattern, index: number) {
  const { doc } = g;
  const { patterns, familyNames } = guide.chapters.patterns;
  const position = fillTemplate(guide.labels.patternOfTotal, { n: index + 1, total: patterns.length });
  eyebrow(g, section, `${position} · ${familyNames[pattern.family]}`);
  g.leaf(section, "H2", () => g.write(pattern.name, { face: font.heading, size: 21, lineGap: 1 }));
  doc.moveDown(0.3);
  g.leaf(section, "P", () => g.write(pattern.definition, { size: 10.5, lineGap: 2.5 }));
  if (pattern.alsoKnownAs.length > 0) {
    doc.moveDown(0.3);
    g.leaf(section, "P", () =>
      g.write(`${guide.labels.alsoKnownAs}: ${pattern.alsoKnownAs.join(", ")}`, {
        face: font.italic,
        size: 10.5,
        fill: g.ink.muted,
        lineGap: 2,
      }),
    );
  }
  doc.y += 8;
}

type DrawingRow = {
  tone: Tone;
  svg: string;
  drawn: { width: number; height: number };
  notesWidth: number;
  rowHeight: number;
};

/**
 * Each drawing sits left of its notes, never smaller than its smallest word printing at 8 pt (issue 35.4):
 * the smallest such drawings if both rows then fit in `available`, or else as large as half the text
 * width allows, the humane row and "how to resist" then taking a second page.
 */
function fitDrawingRows(
  g: GuideDocument,
  pattern: Pattern,
  svgs: Map<string, string>,
  available: number,
): DrawingRow[] {
  const tones = ["harmful", "humane"] as const;
  const layout = (height: number) =>
    tones.map((tone) => {
      const svg = svgs.get(`${pattern.slug}-${tone}`)!;
      const ratio = aspectRatio(svg);
      const width = Math.min(height * ratio, contentWidth * 0.5);
      const drawn = { width, height: width / ratio };
      const notesWidth = contentWidth - width - gutter;
      const notesHeight = drawingNotes(g, pattern, tone, { x: 0, top: 0, width: notesWidth });
      return { tone, svg, drawn, notesWidth, rowHeight: labelHeight + Math.max(drawn.height, notesHeight) };
    });
  const legibleHeight = Math.max(
    ...tones.map((tone) => {
      const svg = svgs.get(`${pattern.slug}-${tone}`)!;
      return legibleWidth(svg) / aspectRatio(svg);
    }),
  );
  const rows = layout(legibleHeight);
  if (rows[0]!.rowHeight + rows[1]!.rowHeight + 2 * rowGap <= available) return rows;
  return layout(Number.POSITIVE_INFINITY);
}

/** A tone's small heading, its drawing as a figure, and its notes beside it. */
function drawingRow(g: GuideDocument, section: Struct, pattern: Pattern, row: DrawingRow) {
  const { doc } = g;
  g.ensureSpace(row.rowHeight);
  const top = doc.y;
  const toneSection = g.group(section, "Sect");
  const style = toneStyle(g, row.tone);
  smallHeading(g, toneSection, style.title, style.ink);
  const drawingTop = top + labelHeight;
  figure(g, toneSection, row.svg, pattern[row.tone].label, {
    x: margin.left,
    y: drawingTop,
    ...row.drawn,
  });
  drawingNotes(
    g,
    pattern,
    row.tone,
    { x: margin.left + row.drawn.width + gutter, top: drawingTop, width: row.notesWidth },
    toneSection,
  );
  doc.x = margin.left;
  doc.y = top + row.rowHeight + rowGap;
}

/**
 * A tone's numbered notes beside its drawing, matching the drawing's markers: drawn into `parent`,
 * or (without it) only measured. Returns their height.
 */
function drawingNotes(
  g: GuideDocument,
  pattern: Pattern,
  tone: Tone,
  box: { x: number; top: number; width: number },
  parent?: Struct,
) {
  const { x, top, width } = box;
  const textX = x + 24;
  const textWidth = width - 24;
  const style = toneStyle(g, tone);
  let y = top;
  const listStruct = parent ? g.group(parent, "L") : undefined;
  pattern[tone].callouts.forEach((item, index) => {
    const titleHeight = g.textHeight(item.title, 9.5, font.bold, textWidth, 1);
    const bodyHeight = g.textHeight(item.body, 9, font.body, textWidth, 1.2);
    if (listStruct) {
      const listItem = g.group(listStruct, "LI");
      numberMarker(g, listItem, String(index + 1), { x, top: y + 1, radius: 8.5 }, style.ink, style.onInk);
      const body = g.group(listItem, "LBody");
      g.leaf(body, "P", () =>
        g.write(item.title, { face: font.bold, size: 9.5, x: textX, y, width: textWidth, lineGap: 1 }),
      );
      g.leaf(body, "P", () =>
        g.write(item.body, { size: 9, x: textX, y: y + titleHeight + 1, width: textWidth, lineGap: 1.2 }),
      );
    }
    y += titleHeight + 1 + bodyHeight + 4.5;
  });
  return y - 4.5 - top;
}

/** "How to resist it" (H3) and its bulleted list. */
function howToResist(g: GuideDocument, section: Struct, pattern: Pattern) {
  const { doc, ink } = g;
  const resistSection = g.group(section, "Sect");
  smallHeading(g, resistSection, guide.labels.resistTitle);
  doc.moveDown(0.5);
  const resistList = g.group(resistSection, "L");
  for (const item of pattern.resist) {
    const top = doc.y;
    const listItem = g.group(resistList, "LI");
    g.artifact(() => doc.circle(margin.left + 6, top + 6, 2.4).fill(ink.primary));
    g.leaf(listItem, "LBody", () =>
      g.write(item, {
        size: 9.5,
        x: margin.left + resistIndent,
        y: top,
        width: contentWidth - resistIndent,
        lineGap: 1.5,
      }),
    );
    doc.y += 3;
  }
}

/** The address of the pattern's full page, linked, at the foot of the page above the running footer. */
function addressLine(g: GuideDocument, section: Struct, pattern: Pattern) {
  const { doc, ink } = g;
  const address = `${siteConfig.url}/patterns/${pattern.slug}`;
  const line = g.group(section, "P");
  const lead = `${guide.labels.patternPage}: `;
  const top = bottomLimit + 4;
  // In the bottom margin, outside the text flow: the flow stays where the page's content ended.
  const flowEnd = doc.y;
  doc.page.margins.bottom = 0;
  doc.font(font.bold).fontSize(10.5);
  const leadWidth = doc.widthOfString(lead);
  g.leaf(line, "Span", () =>
    g.write(lead, { face: font.bold, size: 10.5, fill: ink.muted, y: top, lineBreak: false, lineGap: 0 }),
  );
  linkText(g, line, address, address, {
    size: 10.5,
    fill: ink.primary,
    x: margin.left + leadWidth,
    y: top,
    lineBreak: false,
    lineGap: 0,
  });
  line.end();
  doc.page.margins.bottom = margin.bottom;
  doc.x = margin.left;
  doc.y = flowEnd;
}
