/**
 * A page diagram with its text beside it, as on the site: a section heading, the page's lead, the
 * drawing on the left and its key on the right (numbered stages, lettered breaks, or the two dots
 * of the reward schedule). Used by the introduction for the diagrams of the "how influence works" pages.
 */
import type { SectionHeaderContent } from "#app/content/schemas.ts";
import { contentWidth, font, type GuideDocument, margin, type Struct } from "../pdf/document.ts";
import { figure, numberMarker, paragraph, subheading } from "../pdf/layout.ts";
import { aspectRatio } from "../pdf/print-svg.ts";

type KeyItem = { title: string; body?: string };
export type DiagramKey = { title?: string; items: readonly KeyItem[]; marks: "numbers" | "letters" | "dots" };
export type DiagramSectionOptions = {
  header: SectionHeaderContent;
  svg: string;
  alt: string;
  intro?: string;
  keys: readonly DiagramKey[];
  note?: string;
  contentsEntry?: boolean;
};

// Wide enough for the diagrams' smallest words (their letters and numbers) to print at 8 pt (issue 35.4).
const drawingWidth = 204;
const gutter = 26;
const keyX = margin.left + drawingWidth + gutter;
/** The keys' column: what the drawing leaves of the current paper's text width (A4 or US Letter). */
const keyWidth = () => contentWidth - drawingWidth - gutter;
const markIndent = 26;

const keyTitle = (item: KeyItem) => (item.body && !/[.?!]$/.test(item.title) ? `${item.title}.` : item.title);

export function diagramSection(g: GuideDocument, parent: Struct, options: DiagramSectionOptions) {
  const { doc } = g;
  const { header, svg, alt, keys, note, intro } = options;
  const drawingHeight = drawingWidth / aspectRatio(svg);
  const introHeight =
    (header.lead ? g.textHeight(header.lead, 11.5, font.body) + 12 : 0) +
    (intro ? g.textHeight(intro, 11.5, font.body) + 12 : 0);
  const section = subheading(g, parent, header.title, {
    contentsEntry: options.contentsEntry,
    keepWith: introHeight + Math.max(drawingHeight, keysHeight(g, keys, note)) + 20,
  });
  if (header.lead) paragraph(g, section, header.lead, { fill: g.ink.muted });
  if (intro) paragraph(g, section, intro);
  const top = doc.y + 6;
  figure(g, section, svg, alt, { x: margin.left, y: top, width: drawingWidth, height: drawingHeight });
  doc.y = top;
  for (const key of keys) diagramKey(g, section, key);
  if (note) {
    g.leaf(section, "P", () =>
      g.write(note, {
        face: font.italic,
        size: 10,
        fill: g.ink.muted,
        x: keyX,
        width: keyWidth(),
        lineGap: 2.5,
      }),
    );
  }
  doc.x = margin.left;
  doc.y = Math.max(doc.y, top + drawingHeight) + 22;
}

function itemHeight(g: GuideDocument, item: KeyItem) {
  return (
    // Measured all in the bold face, which is wider than the body's: never shorter than what is drawn.
    g.textHeight(`${keyTitle(item)} ${item.body ?? ""}`, 10.5, font.bold, keyWidth() - markIndent, 2.5) + 8
  );
}

/** The height of the keys and the note, so the heading is kept with the whole diagram. */
function keysHeight(g: GuideDocument, keys: readonly DiagramKey[], note: string | undefined) {
  return (
    keys.reduce(
      (sum, key) =>
        sum +
        (key.title ? g.textHeight(key.title, 11.5, font.bold, keyWidth(), 0) + 6 : 0) +
        key.items.reduce((total, item) => total + itemHeight(g, item), 0) +
        4,
      0,
    ) + (note ? g.textHeight(note, 10, font.italic, keyWidth(), 2.5) : 0)
  );
}

/** One key beside the drawing: an optional small heading, then its marked list. */
function diagramKey(g: GuideDocument, section: Struct, key: DiagramKey) {
  const { doc } = g;
  if (key.title) {
    g.leaf(section, "H3", () =>
      g.write(key.title!, { face: font.bold, size: 11.5, x: keyX, width: keyWidth(), lineGap: 0 }),
    );
    doc.y += 6;
  }
  const listStruct = g.group(section, "L");
  key.items.forEach((item, index) => {
    const itemTop = doc.y;
    const listItem = g.group(listStruct, "LI");
    keyMark(g, listItem, key.marks, index, itemTop);
    g.leaf(listItem, "LBody", () => {
      const style = {
        size: 10.5,
        x: keyX + markIndent,
        y: itemTop,
        width: keyWidth() - markIndent,
        lineGap: 2.5,
      };
      if (item.body) {
        g.write(`${keyTitle(item)} `, { ...style, face: font.bold, continued: true });
        doc.font(font.body).text(item.body);
      } else {
        g.write(item.title, { ...style, fill: key.marks === "dots" ? g.ink.muted : g.ink.text });
      }
    });
    doc.y += 8;
  });
  doc.y += 4;
}

/** The mark of a key's item: as the diagram draws it, a number, a letter or one of the schedule's dots. */
function keyMark(
  g: GuideDocument,
  listItem: Struct,
  marks: DiagramKey["marks"],
  index: number,
  itemTop: number,
) {
  const { doc, ink } = g;
  if (marks === "dots") {
    // The two dots the schedule diagram draws: an open circle for a check, a filled one for a reward.
    g.artifact(() => {
      if (index === 0)
        doc
          .circle(keyX + 9, itemTop + 7, 4)
          .lineWidth(1.6)
          .fillAndStroke(ink.card, ink.muted);
      else doc.circle(keyX + 9, itemTop + 7, 6.5).fill(ink.primary);
    });
    return;
  }
  const letters = marks === "letters";
  numberMarker(
    g,
    listItem,
    letters ? String.fromCharCode(65 + index) : String(index + 1),
    { x: keyX, top: itemTop + 1, radius: 9 },
    letters ? ink.highlight : ink.primary,
    letters ? ink.onHighlight : ink.onPrimary,
  );
}
