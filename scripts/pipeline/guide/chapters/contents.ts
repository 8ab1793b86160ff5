/**
 * Page 2, the contents: its place in the structure tree is reserved right after the cover, its text
 * is drawn at the end, once every chapter and section has its page. Each line links to its page.
 */
import { guide } from "#app/content/guide.ts";
import { contentWidth, font, type GuideDocument, margin, type Struct } from "../../pdf/document.ts";
import { dottedLeader, eyebrow, topBand } from "../../pdf/layout.ts";

export type ContentsPlace = { pageIndex: number; section: Struct };

/** A blank page and an empty section for the contents, in reading order after the cover. */
export function reserveContents(g: GuideDocument): ContentsPlace {
  g.newPage();
  return { pageIndex: g.pageNumber() - 1, section: g.group(g.root, "Sect") };
}

/** The contents, drawn into their reserved page and section. */
export function drawContents(g: GuideDocument, { pageIndex, section }: ContentsPlace) {
  const { doc } = g;
  doc.switchToPage(pageIndex);
  doc.x = margin.left;
  doc.y = margin.top;
  topBand(g);
  eyebrow(g, section, guide.labels.contentsEyebrow);
  g.leaf(section, "H1", () =>
    g.write(guide.labels.contentsTitle, { face: font.heading, size: 30, lineGap: 2 }),
  );
  doc.moveDown(1);
  const toc = g.group(section, "TOC");
  let chapterItem: Struct | undefined;
  for (const entry of g.contents) {
    const isChapter = entry.level === 1;
    if (isChapter) doc.moveDown(0.5);
    // Chapters hold their sections' entries, as the chapters hold the sections.
    const parent = isChapter || !chapterItem ? toc : g.group(chapterItem, "TOC");
    const item = contentsLine(g, parent, entry);
    if (isChapter) chapterItem = item;
  }
}

/** One line: the title linked to its destination, a dotted leader, the page number; returns its TOCI. */
function contentsLine(g: GuideDocument, parent: Struct, entry: (typeof g.contents)[number]): Struct {
  const { doc, ink } = g;
  const isChapter = entry.level === 1;
  const size = isChapter ? 13.5 : 11.5;
  const face = isChapter ? font.bold : font.body;
  const indent = isChapter ? 0 : 18;
  const top = doc.y;
  doc.font(face).fontSize(size);
  const titleWidth = doc.widthOfString(entry.title);
  const number = String(entry.page);
  const numberWidth = doc.widthOfString(number);
  const item = g.group(parent, "TOCI");
  const link = g.group(item, "Link");
  link.add(() => {
    const style = {
      face,
      size,
      fill: isChapter ? ink.text : ink.muted,
      y: top,
      lineBreak: false,
      lineGap: 0,
    };
    g.write(entry.title, { ...style, x: margin.left + indent });
    g.write(number, { ...style, x: margin.left + contentWidth - numberWidth });
  });
  doc.goTo(margin.left + indent, top, contentWidth - indent, size + 2, entry.destination, {
    structParent: link,
  } as never);
  link.end();
  dottedLeader(
    g,
    margin.left + indent + titleWidth + 8,
    margin.left + contentWidth - numberWidth - 8,
    top + size - 2,
  );
  doc.y = top + size + (isChapter ? 10 : 8);
  return item;
}
