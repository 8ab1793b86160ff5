/** The glossary appendix: each term (H2, a link target `term-{id}`) with its definition and an example. */
import { guide } from "#app/content/guide.ts";
import type { GlossaryTerm } from "#app/content/schemas.ts";
import { font, type GuideDocument, margin, page, type Struct } from "../../pdf/document.ts";
import { openChapter, paragraph } from "../../pdf/layout.ts";

export function drawGlossary(g: GuideDocument) {
  const chapter = guide.chapters.glossary;
  const { section } = openChapter(g, chapter.title, guide.labels.glossaryEyebrow);
  paragraph(g, section, chapter.intro, { size: 12.5, fill: g.ink.muted });
  g.doc.moveDown(0.3);
  for (const term of chapter.terms) glossaryTerm(g, section, term);
}

/** A term kept whole on one page. */
function glossaryTerm(g: GuideDocument, section: Struct, term: GlossaryTerm) {
  const { doc, ink } = g;
  const height =
    g.textHeight(term.term, 15, font.heading) +
    g.textHeight(term.definition, 11, font.body) +
    g.textHeight(term.example, 10.5, font.italic) +
    30;
  g.ensureSpace(height);
  doc.addNamedDestination(`term-${term.id}`, "XYZ", margin.left, page.height - doc.y + 10, null);
  const termSection = g.group(section, "Sect");
  g.leaf(termSection, "H2", () =>
    g.write(term.term, { face: font.heading, size: 15, fill: ink.primary, lineGap: 1 }),
  );
  doc.moveDown(0.2);
  g.leaf(termSection, "P", () => g.write(term.definition, { size: 11, lineGap: 3.5 }));
  doc.moveDown(0.3);
  g.leaf(termSection, "P", () =>
    g.write(`${guide.labels.example}: ${term.example}`, {
      face: font.italic,
      size: 10.5,
      fill: ink.muted,
      lineGap: 3.5,
    }),
  );
  doc.moveDown(1);
}
