/**
 * The pattern catalogue appendix: an overview that lists the patterns family by family, like the
 * contents, then one page per pattern (pattern-page.ts). The overview's page numbers are written in
 * at the end (`writeOverviewPageNumbers`), once every pattern has its page.
 */
import { guide } from "#app/content/guide.ts";
import type { Pattern } from "#app/content/schemas.ts";
import { contentWidth, font, type GuideDocument, margin, type Struct } from "../../pdf/document.ts";
import { dottedLeader, openChapter, paragraph } from "../../pdf/layout.ts";
import { patternPage } from "./pattern-page.ts";

/** Where an overview line waits for its pattern's page number. */
type OverviewLine = { pageIndex: number; y: number; slug: string; nameWidth: number; entry: Struct };
export type PatternCatalogue = { overview: OverviewLine[]; patternPages: Map<string, number> };

/** `svgs`: both drawings of every pattern, keyed "{slug}-{tone}" (print-svg.ts `loadIllustrations`). */
export function drawPatternCatalogue(g: GuideDocument, svgs: Map<string, string>): PatternCatalogue {
  const catalogue = guide.chapters.patterns;
  const { section, outlineItem } = openChapter(g, catalogue.title, guide.labels.patternsEyebrow);
  paragraph(g, section, catalogue.intro, { size: 11.5, fill: g.ink.muted });
  const overview: OverviewLine[] = [];
  for (const [family, familyName] of Object.entries(catalogue.familyNames)) {
    const members = catalogue.patterns.filter((pattern) => pattern.family === family);
    if (members.length > 0) familyOverview(g, section, familyName, members, overview);
  }
  const patternPages = new Map<string, number>();
  catalogue.patterns.forEach((pattern, index) => {
    patternPage(g, section, { pattern, index, svgs, outlineItem, patternPages });
  });
  return { overview, patternPages };
}

/** A family's name (H2) and its patterns, each a line linked to its page, with its summary. */
function familyOverview(
  g: GuideDocument,
  section: Struct,
  familyName: string,
  members: readonly Pattern[],
  overview: OverviewLine[],
) {
  const { doc, ink } = g;
  g.ensureSpace(64);
  doc.moveDown(0.4);
  const familySection = g.group(section, "Sect");
  g.leaf(familySection, "H2", () =>
    g.write(familyName.toUpperCase(), {
      face: font.bold,
      size: 9.5,
      fill: ink.primary,
      characterSpacing: 1.2,
      lineGap: 0,
    }),
  );
  doc.moveDown(0.45);
  const toc = g.group(familySection, "TOC");
  for (const pattern of members) {
    const width = contentWidth - 30;
    g.ensureSpace(g.textHeight(pattern.summary, 9, font.body, width, 1) + 17);
    const top = doc.y;
    const entry = g.group(toc, "TOCI");
    doc.font(font.bold).fontSize(11);
    const nameWidth = doc.widthOfString(pattern.name);
    const link = g.group(entry, "Link");
    link.add(() =>
      g.write(pattern.name, { face: font.bold, size: 11, y: top, lineBreak: false, lineGap: 0 }),
    );
    doc.goTo(margin.left, top, nameWidth, 14, `pattern-${pattern.slug}`, { structParent: link } as never);
    link.end();
    overview.push({ pageIndex: g.pageNumber() - 1, y: top, slug: pattern.slug, nameWidth, entry });
    g.leaf(entry, "P", () =>
      g.write(pattern.summary, { size: 9, fill: ink.muted, y: top + 13.5, width, lineGap: 1 }),
    );
    doc.y += 4.5;
  }
}

/** Each overview line's page number, right-aligned after a dotted leader and linked to the pattern's page. */
export function writeOverviewPageNumbers(g: GuideDocument, { overview, patternPages }: PatternCatalogue) {
  const { doc } = g;
  for (const line of overview) {
    doc.switchToPage(line.pageIndex);
    const number = String(patternPages.get(line.slug));
    doc.font(font.bold).fontSize(11);
    const numberWidth = doc.widthOfString(number);
    g.leaf(line.entry, "Reference", () =>
      g.write(number, {
        face: font.bold,
        size: 11,
        x: margin.left + contentWidth - numberWidth,
        y: line.y,
        lineBreak: false,
        lineGap: 0,
        goTo: `pattern-${line.slug}`,
      }),
    );
    dottedLeader(
      g,
      margin.left + line.nameWidth + 8,
      margin.left + contentWidth - numberWidth - 8,
      line.y + 10,
    );
  }
}
