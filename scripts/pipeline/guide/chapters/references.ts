/** The references: a numbered list of every source the site cites, each with its linked web address. */
import { guide } from "#app/content/guide.ts";
import type { Reference } from "#app/content/schemas.ts";
import { contentWidth, font, type GuideDocument, margin, type Struct } from "../../pdf/document.ts";
import { linkText, openChapter, paragraph } from "../../pdf/layout.ts";

export function drawReferences(g: GuideDocument) {
  const chapter = guide.chapters.references;
  const { section } = openChapter(g, chapter.title, guide.labels.referencesEyebrow);
  paragraph(g, section, chapter.intro, { size: 11.5, fill: g.ink.muted });
  g.doc.moveDown(0.3);
  const referenceList = g.group(section, "L");
  chapter.references.forEach((reference, index) => referenceEntry(g, referenceList, reference, index));
}

/** No full stop after a title that already ends in punctuation ("Do Defaults Save Lives?"). */
const stop = (text: string) => (/[.?!]$/.test(text) ? "" : ".");

/** "Authors (year). Title. Source." after its number, and the address below. */
function referenceEntry(g: GuideDocument, referenceList: Struct, reference: Reference, index: number) {
  const { doc, ink } = g;
  const entry = `${reference.authors} (${reference.year}). ${reference.title}${stop(reference.title)} ${reference.source}${stop(reference.source)}`;
  const indent = 26;
  const width = contentWidth - indent;
  const height = g.textHeight(entry, 10, font.body, width, 3) + (reference.url ? 16 : 0) + 8;
  g.ensureSpace(height);
  const top = doc.y;
  const item = g.group(referenceList, "LI");
  g.leaf(item, "Lbl", () =>
    g.write(`${index + 1}.`, {
      face: font.bold,
      size: 10,
      fill: ink.muted,
      y: top,
      width: indent - 6,
      lineGap: 3,
    }),
  );
  const body = g.group(item, "LBody");
  g.leaf(body, "P", () => g.write(entry, { size: 10, x: margin.left + indent, y: top, width, lineGap: 3 }));
  if (reference.url) {
    linkText(g, body, reference.url, reference.url, {
      size: 9.5,
      fill: ink.primary,
      x: margin.left + indent,
      y: doc.y + 1,
      width,
      lineGap: 2,
    });
  }
  doc.moveDown(0.55);
}
