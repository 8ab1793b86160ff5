/** Part 3, the checklist for responsible products, and the guide's closing word in a callout. */
import { guide } from "#app/content/guide.ts";
import type { GuideDocument } from "../../pdf/document.ts";
import { callout, list, openChapter, paragraph } from "../../pdf/layout.ts";

export function drawChecklist(g: GuideDocument) {
  const chapter = guide.chapters.checklist;
  const { section } = openChapter(g, chapter.title, guide.labels.checklistEyebrow);
  paragraph(g, section, chapter.intro, { size: 12.5, fill: g.ink.muted });
  g.doc.moveDown(0.4);
  list(g, section, chapter.items, "checkbox", 12);
  g.doc.moveDown(0.8);
  callout(g, section, guide.closing.title, guide.closing.body);
}
