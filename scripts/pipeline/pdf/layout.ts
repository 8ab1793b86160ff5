/**
 * The guide's typographic blocks, each drawn into the structure tree with its tag: chapter openings
 * (H1), section headings (H2), small headings (H3), paragraphs, lists, callouts, figures and links,
 * and the page furniture around them (the band atop a chapter, dotted leaders, running footers),
 * drawn as artifacts.
 */
import type PDFDocument from "pdfkit";
import SVGtoPDF from "svg-to-pdfkit";
import { guide } from "#app/content/guide.ts";
import { fillTemplate } from "#app/lib/template.ts";
import {
  contentWidth,
  font,
  type GuideDocument,
  margin,
  page,
  type Struct,
  type TextStyle,
} from "./document.ts";

export function paragraph(
  g: GuideDocument,
  parent: Struct,
  value: string,
  options: { size?: number; face?: string; fill?: string; gap?: number } = {},
) {
  const { size = 11.5, face = font.body, fill = g.ink.text, gap = 10 } = options;
  g.ensureSpace(Math.min(g.textHeight(value, size, face), 3 * size * 1.4));
  g.leaf(parent, "P", () => g.write(value, { size, face, fill }));
  g.doc.moveDown(gap / (size + 4));
}

/** The small capitals line above a heading, like the site's eyebrows. */
export function eyebrow(g: GuideDocument, parent: Struct, value: string, fill = g.ink.primary) {
  g.leaf(parent, "P", () =>
    g.write(value.toUpperCase(), { face: font.bold, size: 9, fill, characterSpacing: 1.2, lineGap: 0 }),
  );
  g.doc.moveDown(0.45);
}

/** The primary-coloured band across the top of a chapter's first page. */
export function topBand(g: GuideDocument) {
  g.artifact(() => g.doc.rect(0, 0, page.width, 6).fill(g.ink.primary));
}

/**
 * A chapter opens a page: eyebrow, heading (H1), a short rule. It is a contents entry and a
 * bookmark; returns its section and its bookmark (for bookmarks under it).
 */
export function openChapter(g: GuideDocument, title: string, label: string) {
  const { doc, ink } = g;
  g.newPage();
  const section = g.group(g.root, "Sect");
  g.addContentsEntry(title, 1);
  const outlineItem = doc.outline.addItem(title);
  topBand(g);
  eyebrow(g, section, label);
  g.leaf(section, "H1", () => g.write(title, { face: font.heading, size: 30, lineGap: 2 }));
  g.artifact(() =>
    doc
      .moveTo(margin.left, doc.y + 10)
      .lineTo(margin.left + 48, doc.y + 10)
      .lineWidth(3)
      .strokeColor(ink.primary)
      .stroke(),
  );
  doc.y += 28;
  return { section, outlineItem };
}

/** A section heading (H2) kept with what follows; returns the section it opens. */
export function subheading(
  g: GuideDocument,
  parent: Struct,
  title: string,
  options: { keepWith?: number; contentsEntry?: boolean; size?: number } = {},
) {
  const { size = 18 } = options;
  g.ensureSpace(g.textHeight(title, size, font.heading) + (options.keepWith ?? 80));
  if (options.contentsEntry) g.addContentsEntry(title, 2);
  const section = g.group(parent, "Sect");
  g.leaf(section, "H2", () => g.write(title, { face: font.heading, size, fill: g.ink.primary, lineGap: 1 }));
  g.doc.moveDown(0.35);
  return section;
}

/** A small heading (H3) in the eyebrow style. */
export function smallHeading(g: GuideDocument, parent: Struct, value: string, fill = g.ink.primary) {
  g.leaf(parent, "H3", () =>
    g.write(value.toUpperCase(), { face: font.bold, size: 9.5, fill, characterSpacing: 1, lineGap: 0 }),
  );
}

/** A marker in a filled circle (a list number, a diagram's mark); the text is the list item's label. */
export function numberMarker(
  g: GuideDocument,
  item: Struct,
  mark: string,
  at: { x: number; top: number; radius: number },
  fill: string,
  onFill: string,
) {
  const { x, top, radius } = at;
  g.artifact(() => g.doc.circle(x + radius, top + radius - 2, radius).fill(fill));
  g.leaf(item, "Lbl", () =>
    g.write(mark, {
      face: font.bold,
      size: radius,
      fill: onFill,
      x,
      y: top + radius * 0.35 - 2,
      width: radius * 2,
      align: "center",
      lineBreak: false,
      lineGap: 0,
    }),
  );
}

/** A list with hanging markers: numbers in a circle, a checkbox or a bullet. */
export function list(
  g: GuideDocument,
  parent: Struct,
  items: readonly string[],
  marker: "number" | "checkbox" | "bullet",
  size = 11.5,
) {
  const { doc, ink } = g;
  const indent = 30;
  const width = contentWidth - indent;
  const listStruct = g.group(parent, "L");
  items.forEach((value, index) => {
    const height = g.textHeight(value, size, font.body, width);
    g.ensureSpace(Math.min(height, 60) + 4);
    const top = doc.y;
    const item = g.group(listStruct, "LI");
    if (marker === "number") {
      numberMarker(
        g,
        item,
        String(index + 1),
        { x: margin.left, top: top + 1, radius: 10 },
        ink.accent,
        ink.primary,
      );
    } else if (marker === "checkbox") {
      g.artifact(() =>
        doc
          .roundedRect(margin.left + 2, top + 1.5, 13, 13, 2)
          .lineWidth(1.2)
          .strokeColor(ink.primary)
          .stroke(),
      );
    } else {
      g.artifact(() => doc.circle(margin.left + 8, top + 7.5, 2.6).fill(ink.primary));
    }
    g.leaf(item, "LBody", () => g.write(value, { size, x: margin.left + indent, y: top, width }));
    doc.moveDown(0.55);
  });
  doc.moveDown(0.4);
}

/** A tinted box with a heading and text, like the site's callouts. */
export function callout(g: GuideDocument, parent: Struct, title: string, body: string) {
  const { doc, ink } = g;
  const padding = 16;
  const innerWidth = contentWidth - padding * 2 - 4;
  const titleHeight = g.textHeight(title, 15, font.heading, innerWidth, 1);
  const height = titleHeight + 6 + g.textHeight(body, 11, font.body, innerWidth) + padding * 2;
  g.ensureSpace(height + 8);
  const top = doc.y;
  g.artifact(() => {
    doc.roundedRect(margin.left, top, contentWidth, height, 8).fill(ink.accent);
    doc.rect(margin.left, top, 4, height).fill(ink.primary);
  });
  const section = g.group(parent, "Sect");
  g.leaf(section, "H2", () =>
    g.write(title, {
      face: font.heading,
      size: 15,
      x: margin.left + padding + 4,
      y: top + padding,
      width: innerWidth,
      lineGap: 1,
    }),
  );
  doc.moveDown(0.3);
  g.leaf(section, "P", () => g.write(body, { size: 11, x: margin.left + padding + 4, width: innerWidth }));
  doc.y = top + height + 14;
}

/**
 * An SVG drawing as a figure whose alternative text is `alt`. The drawing's own words are drawn
 * in the site's faces; they only repeat the text printed beside it.
 */
export function figure(
  g: GuideDocument,
  parent: Struct,
  svg: string,
  alt: string,
  box: { x: number; y: number; width: number; height: number },
) {
  const { x, y, width, height } = box;
  g.leaf(
    parent,
    "Figure",
    () => {
      // (@types/svg-to-pdfkit types `doc` as the class.)
      SVGtoPDF(g.doc as unknown as typeof PDFDocument, svg, x, y, {
        width,
        height,
        assumePt: true,
        fontCallback: (_family, bold, italic) => (bold ? font.bold : italic ? font.italic : font.body),
        warningCallback: (warning) => {
          throw new Error(`${alt.slice(0, 40)}…: ${warning}`);
        },
      });
    },
    { alt, bbox: [x, y, x + width, y + height] },
  );
}

/** A link's text inside a Link element, so the annotation belongs to the structure tree. */
export function linkText(g: GuideDocument, parent: Struct, value: string, url: string, style: TextStyle) {
  g.leaf(parent, "Link", () => g.write(value, { ...style, link: url, underline: false }), { alt: value });
}

/** The dotted line from an entry's title to its page number (contents, pattern overview). */
export function dottedLeader(g: GuideDocument, from: number, to: number, y: number) {
  if (to <= from) return;
  g.artifact(() =>
    g.doc
      .moveTo(from, y)
      .lineTo(to, y)
      .dash(1, { space: 3 })
      .lineWidth(0.75)
      .strokeColor(g.ink.rule)
      .stroke()
      .undash(),
  );
}

/**
 * The running footer, "Page n of m" included, on every page but the cover: drawn last, as artifacts.
 * Documents without a cover (the teaching pack's) pass their own footer and `fromFirstPage`.
 */
export function runningFooters(
  g: GuideDocument,
  { footer = guide.labels.footer, fromFirstPage = false }: { footer?: string; fromFirstPage?: boolean } = {},
) {
  const { doc, ink } = g;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    if (index === 0 && !fromFirstPage) continue;
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not start a new page
    const y = page.height - 52;
    const style = { size: 9, fill: ink.muted, y, width: contentWidth / 2, lineBreak: false, lineGap: 0 };
    g.artifact(() => {
      doc
        .moveTo(margin.left, y - 10)
        .lineTo(margin.left + contentWidth, y - 10)
        .lineWidth(0.5)
        .strokeColor(ink.rule)
        .stroke();
      g.write(footer, style);
      g.write(fillTemplate(guide.labels.pageOfPages, { page: index + 1, pages: range.count }), {
        ...style,
        x: margin.left + contentWidth / 2,
        align: "right",
      });
    }, "Pagination");
    doc.page.margins.bottom = bottom;
  }
}
