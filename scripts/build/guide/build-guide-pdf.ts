/**
 * Builds the strategic guide PDF that the "Download Guide" button on /tools links to.
 *
 *   npx tsx scripts/build/guide/build-guide-pdf.ts            -> public/<guidePath>, e.g. public/downloads/attune-strategic-guide.pdf
 *   npx tsx scripts/build/guide/build-guide-pdf.ts --out x.pdf -> x.pdf
 *
 * It runs before `react-router build`, which copies public/ into the build. The PDF is
 * generated, never edited by hand (public/downloads/ is git-ignored): every word comes
 * from the same content modules the site renders (app/content/guide.ts gathers the tools,
 * journey, checklist, pattern library, glossary and references; the diagrams' text comes from
 * the pages that show them), so the pages and the guide cannot drift.
 *
 * Type: the site's faces, Source Serif 4 for headings and Source Sans 3 for text, embedded as
 * subsets (only the glyphs used) from the static TTF files of the Google Fonts build, which cover
 * Latin Extended, so names such as "Oğuz-Uğuralp" print as written. (The site's own font files are
 * variable WOFF2, which pdfkit cannot embed.)
 *
 * Drawings: the pattern illustrations and the four page diagrams are the site's React SVG
 * components, rendered to markup, coloured with the light theme's tokens and drawn as vectors
 * with svg-to-pdfkit (guide/print-svg.ts).
 *
 * Accessibility: a tagged PDF (PDF/UA-style) with a document language. Everything drawn is either
 * part of the structure tree (Document > Sect > H1/H2/H3, P, L > LI > Lbl/LBody, Figure with alt
 * text, TOC > TOCI > Link, Link for web addresses) or marked as an artifact (backgrounds, rules,
 * bullets, running footers and page numbers). The tree is built in reading order, which is also
 * the order of the page content, except for the contents page and the page numbers in the
 * pattern overview: those are drawn at the end, when page numbers are known, into structure
 * elements reserved at their place in the tree.
 */
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import PDFDocument from "pdfkit";
import { createElement } from "react";
import SVGtoPDF from "svg-to-pdfkit";
import { EngagementLoopDiagram } from "../../../app/components/diagrams/engagement-loop-diagram";
import { ImpactAreasDiagram } from "../../../app/components/diagrams/impact-areas-diagram";
import { JourneyDiagram } from "../../../app/components/diagrams/journey-diagram";
import { RewardScheduleDiagram } from "../../../app/components/diagrams/reward-schedule-diagram";
import { guide } from "../../../app/content/guide";
import { toolsPage } from "../../../app/content/pages/tools";
import { understandingPage } from "../../../app/content/pages/understanding";
import { whatIsDigitalInfluencePage } from "../../../app/content/pages/what-is-digital-influence";
import { whyItMattersPage } from "../../../app/content/pages/why-it-matters";
import type { Pattern, SectionHeaderContent } from "../../../app/content/schemas";
import { fillTemplate } from "../../../app/lib/template";
import { guidePath, siteConfig } from "../../../app/site.config";
import { aspectRatio, diagramSvg, loadIllustrations, themeColors } from "./print-svg";

export { illustrationSvg, oklchToHex, themeColors } from "./print-svg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
export const defaultOutFile = path.join(root, "public", guidePath);

/* ---------- type: the site's faces, as static TTF files ---------- */
const require = createRequire(import.meta.url);
function fontFile(family: "source-serif-4" | "source-sans-3", style: string): string {
  const folder = path.dirname(require.resolve(`@expo-google-fonts/${family}/package.json`));
  const prefix = family === "source-serif-4" ? "SourceSerif4" : "SourceSans3";
  return path.join(folder, style, `${prefix}_${style}.ttf`);
}
/** Registered font names; headings are semibold like the site's (font-semibold). */
const font = { heading: "Heading", body: "Body", bold: "BodySemibold", italic: "BodyItalic" } as const;
const fontFiles: Record<(typeof font)[keyof typeof font], string> = {
  Heading: fontFile("source-serif-4", "600SemiBold"),
  Body: fontFile("source-sans-3", "400Regular"),
  BodySemibold: fontFile("source-sans-3", "600SemiBold"),
  BodyItalic: fontFile("source-sans-3", "400Regular_Italic"),
};

/* ---------- page ---------- */
const page = { width: 595.28, height: 841.89 }; // A4 in points
const margin = { top: 72, bottom: 86, left: 72, right: 72 };
const contentWidth = page.width - margin.left - margin.right;
const bottomLimit = page.height - margin.bottom;

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc["struct"]>;
/** pdfkit's structure options, with the layout attributes it writes but its types leave out. */
type StructOptions = Parameters<Doc["struct"]>[1] & { bbox?: [number, number, number, number] };
type TextStyle = Omit<PDFKit.Mixins.TextOptions, "fill"> & {
  face?: string;
  size?: number;
  fill?: string;
  x?: number;
  y?: number;
};

type ContentsEntry = { title: string; page: number; destination: string; level: 1 | 2 };
type Tone = "harmful" | "humane";

export type BuildOptions = {
  outFile?: string;
  /** Stream compression; the test turns it off to read the PDF objects directly. */
  compress?: boolean;
  /** The test builds the guide without the pattern catalogue too, to count its pages. */
  withPatternCatalogue?: boolean;
};

export type BuildResult = { outFile: string; pages: number };

/** Generate the guide and resolve once the file is written. */
export async function buildGuidePdf({
  outFile = defaultOutFile,
  compress = true,
  withPatternCatalogue = true,
}: BuildOptions = {}): Promise<BuildResult> {
  const theme = themeColors(readFileSync(path.join(root, "app", "styles", "app.css"), "utf8"));
  const token = (name: string): string => {
    const value = theme[name];
    if (!value) throw new Error(`app.css has no colour token --${name}`);
    return value;
  };
  /** The light theme's colours: the PDF looks like the site on paper. */
  const ink = {
    text: token("foreground"),
    muted: token("muted-foreground"),
    primary: token("primary"),
    onPrimary: token("primary-foreground"),
    accent: token("accent"),
    background: token("background"),
    card: token("card"),
    rule: token("border"),
    highlight: token("highlight"),
    onHighlight: token("highlight-foreground"),
    destructive: token("destructive"),
    onDestructive: token("destructive-foreground"),
  };
  const illustrations = withPatternCatalogue
    ? await loadIllustrations(guide.chapters.patterns.patterns, theme)
    : undefined;
  mkdirSync(path.dirname(outFile), { recursive: true });
  const doc: Doc = new PDFDocument({
    size: "A4",
    margins: margin,
    bufferPages: true,
    compress,
    autoFirstPage: false,
    tagged: true,
    lang: "en", // as the site's <html lang>
    displayTitle: true,
    pdfVersion: "1.7",
    info: {
      Title: guide.title,
      Author: siteConfig.name,
      Subject: guide.subtitle,
      Keywords: "digital influence, dark patterns, humane design, awareness tools, AI",
      Creator: `${siteConfig.name} website build`,
      Producer: "pdfkit",
    },
  });
  for (const [name, file] of Object.entries(fontFiles)) doc.registerFont(name, file);
  const stream = createWriteStream(outFile);
  doc.pipe(stream);

  const contents: ContentsEntry[] = [];
  const { labels } = guide;
  const pageNumber = () => doc.bufferedPageRange().start + doc.bufferedPageRange().count;

  /* ---------- the structure tree ---------- */
  const documentStruct = doc.struct("Document");
  doc.addStructure(documentStruct);
  /** A structure element with no content of its own (Sect, L, LI, TOC…), left open for children. */
  function group(parent: Struct, type: string, options: StructOptions = {}): Struct {
    const element = doc.struct(type, options);
    parent.add(element);
    return element;
  }
  /**
   * A structure element whose content `draw` puts on the page now. Leaves never nest: pdfkit closes
   * an open marked-content sequence when the next one starts, so nesting happens in `group`s.
   */
  function leaf(parent: Struct, type: string, draw: () => void, options: StructOptions = {}): Struct {
    const element = group(parent, type, options);
    element.add(draw);
    element.end();
    return element;
  }
  /** Drawing that carries no content (backgrounds, rules, markers, footers): hidden from assistive technology. */
  function artifact(draw: () => void, type: "Layout" | "Pagination" = "Layout") {
    doc.markContent("Artifact", { type });
    draw();
    doc.endMarkedContent();
  }

  /* ---------- layout helpers ---------- */
  function newPage() {
    doc.addPage();
    doc.x = margin.left;
    doc.y = margin.top;
  }
  function ensureSpace(height: number) {
    if (doc.y + height > bottomLimit) newPage();
  }
  function write(value: string, style: TextStyle = {}) {
    const {
      face = font.body,
      size = 11.5,
      fill = ink.text,
      x = margin.left,
      y = doc.y,
      width = contentWidth,
      lineGap = 4,
      ...options
    } = style;
    doc
      .font(face)
      .fontSize(size)
      .fillColor(fill)
      .text(value, x, y, { width, lineGap, ...options });
  }
  function textHeight(value: string, size: number, face: string, width = contentWidth, lineGap = 4) {
    return doc.font(face).fontSize(size).heightOfString(value, { width, lineGap });
  }
  function paragraph(
    parent: Struct,
    value: string,
    options: { size?: number; face?: string; fill?: string; gap?: number } = {},
  ) {
    const { size = 11.5, face = font.body, fill = ink.text, gap = 10 } = options;
    ensureSpace(Math.min(textHeight(value, size, face), 3 * size * 1.4));
    leaf(parent, "P", () => write(value, { size, face, fill }));
    doc.moveDown(gap / (size + 4));
  }
  /** The small capitals line above a heading, like the site's eyebrows. */
  function eyebrow(parent: Struct, value: string, fill = ink.primary) {
    leaf(parent, "P", () =>
      write(value.toUpperCase(), { face: font.bold, size: 9, fill, characterSpacing: 1.2, lineGap: 0 }),
    );
    doc.moveDown(0.45);
  }
  function addContentsEntry(title: string, level: 1 | 2) {
    const destination = `${level === 1 ? "chapter" : "section"}-${contents.length + 1}`;
    if (level === 1) doc.addNamedDestination(destination);
    else doc.addNamedDestination(destination, "XYZ", margin.left, page.height - doc.y + 10, null);
    contents.push({ title, page: pageNumber(), destination, level });
  }
  /** A chapter opens a page: eyebrow, heading (H1), a short rule; returns its section. */
  function chapter(title: string, label: string) {
    newPage();
    const section = group(documentStruct, "Sect");
    addContentsEntry(title, 1);
    const outlineItem = doc.outline.addItem(title);
    artifact(() => doc.rect(0, 0, page.width, 6).fill(ink.primary));
    eyebrow(section, label);
    leaf(section, "H1", () => write(title, { face: font.heading, size: 30, lineGap: 2 }));
    artifact(() =>
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
  function subheading(
    parent: Struct,
    title: string,
    options: { keepWith?: number; contentsEntry?: boolean; size?: number } = {},
  ) {
    const { size = 18 } = options;
    ensureSpace(textHeight(title, size, font.heading) + (options.keepWith ?? 80));
    if (options.contentsEntry) addContentsEntry(title, 2);
    const section = group(parent, "Sect");
    leaf(section, "H2", () => write(title, { face: font.heading, size, fill: ink.primary, lineGap: 1 }));
    doc.moveDown(0.35);
    return section;
  }
  /** A small heading (H3) in the eyebrow style. */
  function label(parent: Struct, value: string, fill = ink.primary) {
    leaf(parent, "H3", () =>
      write(value.toUpperCase(), { face: font.bold, size: 9.5, fill, characterSpacing: 1, lineGap: 0 }),
    );
  }
  /** A marker in a filled circle (a list number, a diagram's mark); the text is the list item's label. */
  function numberMarker(
    item: Struct,
    mark: string,
    x: number,
    top: number,
    radius: number,
    fill: string,
    onFill: string,
  ) {
    artifact(() => doc.circle(x + radius, top + radius - 2, radius).fill(fill));
    leaf(item, "Lbl", () =>
      write(mark, {
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
  function list(
    parent: Struct,
    items: readonly string[],
    marker: "number" | "checkbox" | "bullet",
    size = 11.5,
  ) {
    const indent = 30;
    const width = contentWidth - indent;
    const listStruct = group(parent, "L");
    items.forEach((value, index) => {
      const height = textHeight(value, size, font.body, width);
      ensureSpace(Math.min(height, 60) + 4);
      const top = doc.y;
      const item = group(listStruct, "LI");
      if (marker === "number") {
        numberMarker(item, String(index + 1), margin.left, top + 1, 10, ink.accent, ink.primary);
      } else if (marker === "checkbox") {
        artifact(() =>
          doc
            .roundedRect(margin.left + 2, top + 1.5, 13, 13, 2)
            .lineWidth(1.2)
            .strokeColor(ink.primary)
            .stroke(),
        );
      } else {
        artifact(() => doc.circle(margin.left + 8, top + 7.5, 2.6).fill(ink.primary));
      }
      leaf(item, "LBody", () => write(value, { size, x: margin.left + indent, y: top, width }));
      doc.moveDown(0.55);
    });
    doc.moveDown(0.4);
  }
  /** A tinted box with a label and text, like the site's callouts. */
  function callout(parent: Struct, title: string, body: string) {
    const padding = 16;
    const innerWidth = contentWidth - padding * 2 - 4;
    const titleHeight = textHeight(title, 15, font.heading, innerWidth, 1);
    const height = titleHeight + 6 + textHeight(body, 11, font.body, innerWidth) + padding * 2;
    ensureSpace(height + 8);
    const top = doc.y;
    artifact(() => {
      doc.roundedRect(margin.left, top, contentWidth, height, 8).fill(ink.accent);
      doc.rect(margin.left, top, 4, height).fill(ink.primary);
    });
    const section = group(parent, "Sect");
    leaf(section, "H2", () =>
      write(title, {
        face: font.heading,
        size: 15,
        x: margin.left + padding + 4,
        y: top + padding,
        width: innerWidth,
        lineGap: 1,
      }),
    );
    doc.moveDown(0.3);
    leaf(section, "P", () => write(body, { size: 11, x: margin.left + padding + 4, width: innerWidth }));
    doc.y = top + height + 14;
  }
  /**
   * An SVG drawing as a figure whose alternative text is `alt`. The drawing's own words are drawn
   * in the site's faces; they only repeat the text printed beside it.
   */
  function figure(
    parent: Struct,
    svg: string,
    alt: string,
    x: number,
    y: number,
    width: number,
    height: number,
  ) {
    leaf(
      parent,
      "Figure",
      () => {
        // (@types/svg-to-pdfkit types `doc` as the class.)
        SVGtoPDF(doc as unknown as typeof PDFDocument, svg, x, y, {
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
  function linkText(parent: Struct, value: string, url: string, style: TextStyle) {
    leaf(parent, "Link", () => write(value, { ...style, link: url, underline: false }), { alt: value });
  }

  /* ---------- a page diagram with its text beside it, as on the site ---------- */
  type KeyItem = { title: string; body?: string };
  type DiagramKey = { title?: string; items: readonly KeyItem[]; marks: "numbers" | "letters" | "dots" };
  const keyTitle = (item: KeyItem) =>
    item.body && !/[.?!]$/.test(item.title) ? `${item.title}.` : item.title;
  function diagramSection(
    parent: Struct,
    options: {
      header: SectionHeaderContent;
      svg: string;
      alt: string;
      intro?: string;
      keys: readonly DiagramKey[];
      note?: string;
      contentsEntry?: boolean;
    },
  ) {
    const { header, svg, alt, keys, note, intro } = options;
    const drawingWidth = 190;
    const drawingHeight = drawingWidth / aspectRatio(svg);
    const gutter = 26;
    const keyX = margin.left + drawingWidth + gutter;
    const keyWidth = contentWidth - drawingWidth - gutter;
    const markIndent = 26;
    const itemHeight = (item: KeyItem) =>
      textHeight(`${keyTitle(item)} ${item.body ?? ""}`, 10.5, font.body, keyWidth - markIndent, 2.5) + 8;
    const keysHeight =
      keys.reduce(
        (sum, key) =>
          sum + (key.title ? 22 : 0) + key.items.reduce((total, item) => total + itemHeight(item), 0) + 10,
        0,
      ) + (note ? textHeight(note, 10, font.italic, keyWidth, 2.5) : 0);
    const introHeight = header.lead ? textHeight(header.lead, 11.5, font.body) + 12 : 0;
    const section = subheading(parent, header.title, {
      contentsEntry: options.contentsEntry,
      keepWith: introHeight + Math.max(drawingHeight, keysHeight) + 20,
    });
    if (header.lead) paragraph(section, header.lead, { fill: ink.muted });
    if (intro) paragraph(section, intro);
    const top = doc.y + 6;
    figure(section, svg, alt, margin.left, top, drawingWidth, drawingHeight);
    doc.y = top;
    for (const key of keys) {
      if (key.title) {
        leaf(section, "H3", () =>
          write(key.title!, { face: font.bold, size: 11.5, x: keyX, width: keyWidth, lineGap: 0 }),
        );
        doc.y += 6;
      }
      const listStruct = group(section, "L");
      key.items.forEach((item, index) => {
        const itemTop = doc.y;
        const listItem = group(listStruct, "LI");
        if (key.marks === "dots") {
          // The two dots the schedule diagram draws: an open circle for a check, a filled one for a reward.
          artifact(() => {
            if (index === 0)
              doc
                .circle(keyX + 9, itemTop + 7, 4)
                .lineWidth(1.6)
                .fillAndStroke(ink.card, ink.muted);
            else doc.circle(keyX + 9, itemTop + 7, 6.5).fill(ink.primary);
          });
        } else {
          const letters = key.marks === "letters";
          const mark = letters ? String.fromCharCode(65 + index) : String(index + 1);
          numberMarker(
            listItem,
            mark,
            keyX,
            itemTop + 1,
            9,
            letters ? ink.highlight : ink.primary,
            letters ? ink.onHighlight : ink.onPrimary,
          );
        }
        leaf(listItem, "LBody", () => {
          const style = {
            size: 10.5,
            x: keyX + markIndent,
            y: itemTop,
            width: keyWidth - markIndent,
            lineGap: 2.5,
          };
          if (item.body) {
            write(`${keyTitle(item)} `, { ...style, face: font.bold, continued: true });
            doc.font(font.body).text(item.body);
          } else {
            write(item.title, { ...style, fill: key.marks === "dots" ? ink.muted : ink.text });
          }
        });
        doc.y += 8;
      });
      doc.y += 4;
    }
    if (note) {
      leaf(section, "P", () =>
        write(note, { face: font.italic, size: 10, fill: ink.muted, x: keyX, width: keyWidth, lineGap: 2.5 }),
      );
    }
    doc.x = margin.left;
    doc.y = Math.max(doc.y, top + drawingHeight) + 22;
  }

  /* ---------- 1. cover: the site's hero on paper ---------- */
  newPage();
  const cover = group(documentStruct, "Sect");
  const heroHeight = 540;
  artifact(() => {
    doc.rect(0, 0, page.width, page.height).fill(ink.background);
    const wash = doc.linearGradient(0, 0, 0, heroHeight).stop(0, ink.accent).stop(1, ink.background);
    doc.rect(0, 0, page.width, heroHeight).fill(wash);
    // The site's brand mark (two arcs settling on a point), drawn as vectors.
    doc.save().translate(margin.left, 60).scale(1.25);
    doc.roundedRect(0, 0, 32, 32, 8).fill(ink.primary);
    doc.path("M8 19c2.5-6 13.5-6 16 0").lineWidth(2.4).lineCap("round").strokeColor(ink.onPrimary).stroke();
    doc
      .path("M11.5 15.5c1.8-3 7.2-3 9 0")
      .lineWidth(2.2)
      .strokeOpacity(0.7)
      .strokeColor(ink.onPrimary)
      .stroke();
    doc.strokeOpacity(1).circle(16, 21.5, 2.4).fill(ink.onPrimary);
    doc.restore();
  });
  leaf(cover, "P", () =>
    write(siteConfig.name, { face: font.heading, size: 20, x: margin.left + 52, y: 68, lineBreak: false }),
  );
  doc.y = 150;
  eyebrow(cover, labels.coverEyebrow);
  leaf(cover, "H1", () => write(labels.coverTitle, { face: font.heading, size: 42, lineGap: 0 }));
  doc.moveDown(0.35);
  leaf(cover, "P", () =>
    write(guide.subtitle, { size: 15, fill: ink.muted, width: contentWidth - 40, lineGap: 4 }),
  );
  // One pattern, manipulative and humane, as the home page shows it: the guide's subject in a picture.
  const featured = guide.chapters.patterns.patterns[0];
  if (illustrations && featured) {
    const cardTop = doc.y + 26;
    const cardGap = 16;
    const cardWidth = (contentWidth - cardGap) / 2;
    const cardHeight = heroHeight + 110 - cardTop;
    (["harmful", "humane"] as const).forEach((tone, index) => {
      const svg = illustrations.get(`${featured.slug}-${tone}`)!;
      const x = margin.left + index * (cardWidth + cardGap);
      const ratio = aspectRatio(svg);
      const maxHeight = cardHeight - 48;
      const width = Math.min(cardWidth - 32, maxHeight * ratio);
      const height = width / ratio;
      artifact(() =>
        doc
          .roundedRect(x, cardTop, cardWidth, cardHeight, 10)
          .lineWidth(0.75)
          .fillAndStroke(ink.card, ink.rule),
      );
      const toneLabel = tone === "harmful" ? labels.harmfulTitle : labels.humaneTitle;
      leaf(cover, "P", () =>
        write(toneLabel.toUpperCase(), {
          face: font.bold,
          size: 8.5,
          fill: tone === "harmful" ? ink.destructive : ink.primary,
          x: x + 16,
          y: cardTop + 14,
          width: cardWidth - 32,
          characterSpacing: 1,
          lineGap: 0,
        }),
      );
      figure(
        cover,
        svg,
        `${featured.name}: ${featured[tone].label}`,
        x + (cardWidth - width) / 2,
        cardTop + 34,
        width,
        height,
      );
    });
    doc.y = cardTop + cardHeight + 26;
  } else {
    doc.y = heroHeight + 40;
  }
  leaf(cover, "P", () =>
    write(siteConfig.tagline, { face: font.heading, size: 17, fill: ink.primary, lineGap: 0 }),
  );
  doc.moveDown(0.4);
  const chapterTitles = Object.values(guide.chapters)
    .filter((entry) => withPatternCatalogue || entry !== guide.chapters.patterns)
    .map((entry) => entry.title);
  leaf(cover, "P", () =>
    write(chapterTitles.join("  ·  "), { size: 10.5, width: contentWidth - 40, lineGap: 3 }),
  );
  doc.page.margins.bottom = 0; // the publisher lines sit below the usual text area
  const publisherTop = page.height - 84;
  artifact(() =>
    doc
      .moveTo(margin.left, publisherTop - 12)
      .lineTo(margin.left + contentWidth, publisherTop - 12)
      .lineWidth(0.5)
      .strokeColor(ink.rule)
      .stroke(),
  );
  linkText(cover, labels.publishedBy, siteConfig.url, {
    size: 9.5,
    fill: ink.muted,
    y: publisherTop,
    lineGap: 2,
  });
  leaf(cover, "P", () => write(labels.shareNote, { size: 8.5, fill: ink.muted, y: doc.y + 3, lineGap: 2 }));
  doc.page.margins.bottom = margin.bottom;

  /* ---------- 2. contents (its place in the tree now, its text at the end, once page numbers are known) ---------- */
  newPage();
  const contentsPage = pageNumber() - 1;
  const contentsStruct = group(documentStruct, "Sect");

  /* ---------- 3. introduction, how influence works, how to use ---------- */
  const introduction = chapter(guide.introduction.title, labels.introductionEyebrow).section;
  for (const text of guide.introduction.paragraphs) paragraph(introduction, text);
  doc.moveDown(0.4);
  const { loop } = understandingPage;
  diagramSection(introduction, {
    header: loop.header,
    svg: diagramSvg(
      createElement(EngagementLoopDiagram, {
        label: loop.label,
        describedBy: "",
        shortLabels: loop.stages.map((stage) => stage.short),
      }),
      theme,
    ),
    alt: loop.label,
    keys: [
      { title: loop.stagesTitle, items: loop.stages, marks: "numbers" },
      { title: loop.breaksTitle, items: loop.breaks, marks: "letters" },
    ],
    contentsEntry: true,
  });
  const { schedule } = whatIsDigitalInfluencePage;
  diagramSection(introduction, {
    header: schedule.header,
    svg: diagramSvg(
      createElement(RewardScheduleDiagram, {
        label: schedule.label,
        describedBy: "",
        rowLabels: schedule.rows.map((row) => row.short),
        timeLabel: schedule.timeLabel,
      }),
      theme,
    ),
    alt: schedule.label,
    keys: [
      { items: schedule.rows, marks: "numbers" },
      { items: [{ title: schedule.legend.check }, { title: schedule.legend.reward }], marks: "dots" },
    ],
    note: schedule.note,
    contentsEntry: true,
  });
  const { impactAreas } = whyItMattersPage;
  diagramSection(introduction, {
    header: impactAreas.header,
    svg: diagramSvg(
      createElement(ImpactAreasDiagram, {
        label: impactAreas.diagram.label,
        describedBy: "",
        captions: impactAreas.diagram.captions,
      }),
      theme,
    ),
    alt: impactAreas.diagram.label,
    intro: impactAreas.diagram.body,
    keys: [
      {
        title: impactAreas.diagram.listTitle,
        items: impactAreas.cards.map((card) => ({ title: card.title })),
        marks: "numbers",
      },
    ],
    contentsEntry: true,
  });
  const howToUse = subheading(introduction, guide.howToUse.title, { contentsEntry: true });
  paragraph(howToUse, guide.howToUse.body);
  list(howToUse, guide.howToUse.items, "bullet");

  /* ---------- 4. the six tools ---------- */
  const toolsChapter = guide.chapters.tools;
  const toolsSection = chapter(toolsChapter.title, labels.toolsEyebrow).section;
  paragraph(toolsSection, toolsChapter.intro, { size: 12.5, fill: ink.muted });
  doc.moveDown(0.6);
  // The six tools at a glance, then each tool on its own page, so it can be printed and handed out alone.
  const glance = group(toolsSection, "L");
  toolsChapter.tools.forEach((tool, index) => {
    const top = doc.y;
    const item = group(glance, "LI");
    numberMarker(item, String(index + 1), margin.left, top + 2, 10, ink.accent, ink.primary);
    const body = group(item, "LBody");
    leaf(body, "P", () =>
      write(tool.title, {
        face: font.heading,
        size: 14,
        x: margin.left + 30,
        y: top,
        width: contentWidth - 30,
        lineGap: 1,
      }),
    );
    doc.moveDown(0.15);
    leaf(body, "P", () =>
      write(tool.summary, {
        size: 11,
        fill: ink.muted,
        x: margin.left + 30,
        width: contentWidth - 30,
        lineGap: 3.5,
      }),
    );
    doc.moveDown(0.9);
  });
  toolsChapter.tools.forEach((tool, index) => {
    newPage();
    const toolSection = group(toolsSection, "Sect");
    eyebrow(
      toolSection,
      fillTemplate(labels.toolOfTotal, { n: index + 1, total: toolsChapter.tools.length }),
    );
    const headed = subheading(toolSection, tool.title, { contentsEntry: true, keepWith: 120, size: 22 });
    paragraph(headed, tool.summary, { size: 12.5, face: font.italic, fill: ink.muted });
    paragraph(headed, tool.detail, { size: 11 });
    ensureSpace(80);
    label(headed, labels.steps);
    doc.moveDown(0.7);
    list(headed, tool.steps, "number", 10.5);
  });

  /* ---------- 5. the journey, with its diagram ---------- */
  const journey = guide.chapters.journey;
  const journeySection = chapter(journey.title, labels.journeyEyebrow).section;
  paragraph(journeySection, journey.intro, { size: 12.5, fill: ink.muted });
  {
    const svg = diagramSvg(
      createElement(JourneyDiagram, {
        label: toolsPage.journeyDiagram.label,
        describedBy: "",
        stepLabels: journey.steps.map((step) => step.title),
        repeatLabel: toolsPage.journeyDiagram.repeatLabel,
      }),
      theme,
    );
    const width = 260;
    const height = width / aspectRatio(svg);
    ensureSpace(height + 20);
    figure(
      journeySection,
      svg,
      toolsPage.journeyDiagram.label,
      margin.left + (contentWidth - width) / 2,
      doc.y + 4,
      width,
      height,
    );
    doc.x = margin.left;
    doc.y += height + 24;
  }
  const steps = group(journeySection, "L");
  journey.steps.forEach((step, index) => {
    const boxPadding = 16;
    const innerX = margin.left + 64;
    const innerWidth = contentWidth - 64 - boxPadding;
    const height =
      Math.max(
        textHeight(step.title, 18, font.heading, innerWidth, 1) +
          8 +
          textHeight(step.body, 11.5, font.body, innerWidth),
        48,
      ) +
      boxPadding * 2;
    ensureSpace(height + 14);
    const top = doc.y;
    const item = group(steps, "LI");
    artifact(() =>
      doc
        .roundedRect(margin.left, top, contentWidth, height, 8)
        .lineWidth(0.75)
        .fillAndStroke(ink.card, ink.rule),
    );
    numberMarker(item, String(index + 1), margin.left + 16, top + boxPadding, 16, ink.primary, ink.onPrimary);
    const body = group(item, "LBody");
    leaf(body, "H2", () =>
      write(step.title, {
        face: font.heading,
        size: 18,
        x: innerX,
        y: top + boxPadding,
        width: innerWidth,
        lineGap: 1,
      }),
    );
    doc.moveDown(0.3);
    leaf(body, "P", () => write(step.body, { size: 11.5, x: innerX, width: innerWidth }));
    doc.y = top + height + 14;
  });

  /* ---------- 6. the checklist ---------- */
  const checklist = guide.chapters.checklist;
  const checklistSection = chapter(checklist.title, labels.checklistEyebrow).section;
  paragraph(checklistSection, checklist.intro, { size: 12.5, fill: ink.muted });
  doc.moveDown(0.4);
  list(checklistSection, checklist.items, "checkbox", 12);
  doc.moveDown(0.8);
  callout(checklistSection, guide.closing.title, guide.closing.body);

  /* ---------- 7. the pattern catalogue: an overview, then one page per pattern ---------- */
  // The overview lists the patterns family by family, like the contents; their page numbers
  // are written in at the end, once every pattern has its page.
  const patternPageNumbers: { page: number; y: number; slug: string; nameWidth: number; entry: Struct }[] =
    [];
  const patternPages = new Map<string, number>();
  function patternCatalogue(svgs: Map<string, string>) {
    const catalogue = guide.chapters.patterns;
    const { section: catalogueSection, outlineItem: catalogueOutline } = chapter(
      catalogue.title,
      labels.patternsEyebrow,
    );
    paragraph(catalogueSection, catalogue.intro, { size: 11.5, fill: ink.muted });
    for (const [family, familyName] of Object.entries(catalogue.familyNames)) {
      const members = catalogue.patterns.filter((pattern) => pattern.family === family);
      if (members.length === 0) continue;
      ensureSpace(64);
      doc.moveDown(0.4);
      const familySection = group(catalogueSection, "Sect");
      leaf(familySection, "H2", () =>
        write(familyName.toUpperCase(), {
          face: font.bold,
          size: 9.5,
          fill: ink.primary,
          characterSpacing: 1.2,
          lineGap: 0,
        }),
      );
      doc.moveDown(0.45);
      const toc = group(familySection, "TOC");
      for (const pattern of members) {
        const width = contentWidth - 30;
        ensureSpace(textHeight(pattern.summary, 9, font.body, width, 1) + 17);
        const top = doc.y;
        const entry = group(toc, "TOCI");
        doc.font(font.bold).fontSize(11);
        const nameWidth = doc.widthOfString(pattern.name);
        const link = group(entry, "Link");
        link.add(() =>
          write(pattern.name, { face: font.bold, size: 11, y: top, lineBreak: false, lineGap: 0 }),
        );
        doc.goTo(margin.left, top, nameWidth, 14, `pattern-${pattern.slug}`, { structParent: link } as never);
        link.end();
        patternPageNumbers.push({ page: pageNumber() - 1, y: top, slug: pattern.slug, nameWidth, entry });
        leaf(entry, "P", () =>
          write(pattern.summary, { size: 9, fill: ink.muted, y: top + 13.5, width, lineGap: 1 }),
        );
        doc.y += 4.5;
      }
    }
    const tones = {
      harmful: { title: labels.harmfulTitle, ink: ink.destructive, onInk: ink.onDestructive },
      humane: { title: labels.humaneTitle, ink: ink.primary, onInk: ink.onPrimary },
    } satisfies Record<Tone, { title: string; ink: string; onInk: string }>;
    /** A tone's numbered notes beside its drawing, drawn or (without `parent`) only measured; returns their height. */
    function patternCallouts(
      pattern: Pattern,
      tone: Tone,
      x: number,
      top: number,
      width: number,
      parent?: Struct,
    ) {
      const textX = x + 24;
      const textWidth = width - 24;
      let y = top;
      const listStruct = parent ? group(parent, "L") : undefined;
      pattern[tone].callouts.forEach((item, index) => {
        const titleHeight = textHeight(item.title, 9.5, font.bold, textWidth, 1);
        const bodyHeight = textHeight(item.body, 9, font.body, textWidth, 1.2);
        if (listStruct) {
          const listItem = group(listStruct, "LI");
          numberMarker(listItem, String(index + 1), x, y + 1, 8.5, tones[tone].ink, tones[tone].onInk);
          const body = group(listItem, "LBody");
          leaf(body, "P", () =>
            write(item.title, { face: font.bold, size: 9.5, x: textX, y, width: textWidth, lineGap: 1 }),
          );
          leaf(body, "P", () =>
            write(item.body, { size: 9, x: textX, y: y + titleHeight + 1, width: textWidth, lineGap: 1.2 }),
          );
        }
        y += titleHeight + 1 + bodyHeight + 4.5;
      });
      return y - 4.5 - top;
    }
    catalogue.patterns.forEach((pattern, index) => {
      newPage();
      const patternSection = group(catalogueSection, "Sect");
      const destination = `pattern-${pattern.slug}`;
      doc.addNamedDestination(destination);
      patternPages.set(pattern.slug, pageNumber());
      catalogueOutline.addItem(pattern.name);
      eyebrow(
        patternSection,
        `${fillTemplate(labels.patternOfTotal, { n: index + 1, total: catalogue.patterns.length })} · ${catalogue.familyNames[pattern.family]}`,
      );
      leaf(patternSection, "H2", () => write(pattern.name, { face: font.heading, size: 21, lineGap: 1 }));
      doc.moveDown(0.3);
      leaf(patternSection, "P", () => write(pattern.definition, { size: 10.5, lineGap: 2.5 }));
      if (pattern.alsoKnownAs.length > 0) {
        doc.moveDown(0.3);
        leaf(patternSection, "P", () =>
          write(`${labels.alsoKnownAs}: ${pattern.alsoKnownAs.join(", ")}`, {
            face: font.italic,
            size: 10.5,
            fill: ink.muted,
            lineGap: 2,
          }),
        );
      }
      doc.y += 8;

      // What the drawings must leave room for: "how to resist" and the address of the full page.
      const address = `${siteConfig.url}/patterns/${pattern.slug}`;
      const resistIndent = 18;
      const resistHeight =
        26 +
        pattern.resist.reduce(
          (sum, item) => sum + textHeight(item, 9.5, font.body, contentWidth - resistIndent, 1.5) + 3,
          0,
        );
      const labelHeight = 16;
      const rowGap = 10;
      const available = bottomLimit - doc.y - resistHeight;
      // Each drawing sits left of its notes: the tallest drawings that let both rows fit the page, but no
      // smaller than legible (140 pt); a pattern with long notes then carries "how to resist" over a page.
      const gutter = 16;
      const layout = (height: number) =>
        (["harmful", "humane"] as const).map((tone) => {
          const svg = svgs.get(`${pattern.slug}-${tone}`)!;
          const ratio = aspectRatio(svg);
          const width = Math.min(height * ratio, contentWidth * 0.5);
          const drawn = { width, height: width / ratio };
          const notesWidth = contentWidth - width - gutter;
          const notesHeight = patternCallouts(pattern, tone, 0, 0, notesWidth);
          return {
            tone,
            svg,
            drawn,
            notesWidth,
            rowHeight: labelHeight + Math.max(drawn.height, notesHeight),
          };
        });
      let rows = layout(250);
      for (let height = 245; height >= 140; height -= 5) {
        if (rows[0]!.rowHeight + rows[1]!.rowHeight + 2 * rowGap <= available) break;
        rows = layout(height);
      }
      for (const row of rows) {
        ensureSpace(row.rowHeight);
        const top = doc.y;
        const toneSection = group(patternSection, "Sect");
        label(toneSection, tones[row.tone].title, tones[row.tone].ink);
        const drawingTop = top + labelHeight;
        figure(
          toneSection,
          row.svg,
          pattern[row.tone].label,
          margin.left,
          drawingTop,
          row.drawn.width,
          row.drawn.height,
        );
        patternCallouts(
          pattern,
          row.tone,
          margin.left + row.drawn.width + gutter,
          drawingTop,
          row.notesWidth,
          toneSection,
        );
        doc.x = margin.left;
        doc.y = top + row.rowHeight + rowGap;
      }

      ensureSpace(resistHeight);
      const resistSection = group(patternSection, "Sect");
      label(resistSection, labels.resistTitle);
      doc.moveDown(0.5);
      const resistList = group(resistSection, "L");
      for (const item of pattern.resist) {
        const top = doc.y;
        const listItem = group(resistList, "LI");
        artifact(() => doc.circle(margin.left + 6, top + 6, 2.4).fill(ink.primary));
        leaf(listItem, "LBody", () =>
          write(item, {
            size: 9.5,
            x: margin.left + resistIndent,
            y: top,
            width: contentWidth - resistIndent,
            lineGap: 1.5,
          }),
        );
        doc.y += 3;
      }
      // The address of the full page sits at the foot of the page, above the running footer.
      const addressLine = group(patternSection, "P");
      const lead = `${labels.patternPage}: `;
      const top = bottomLimit + 4;
      doc.page.margins.bottom = 0;
      doc.font(font.bold).fontSize(10.5);
      const leadWidth = doc.widthOfString(lead);
      leaf(addressLine, "Span", () =>
        write(lead, { face: font.bold, size: 10.5, fill: ink.muted, y: top, lineBreak: false, lineGap: 0 }),
      );
      linkText(addressLine, address, address, {
        size: 10.5,
        fill: ink.primary,
        x: margin.left + leadWidth,
        y: top,
        lineBreak: false,
        lineGap: 0,
      });
      addressLine.end();
      doc.page.margins.bottom = margin.bottom;
      doc.x = margin.left;
    });
  }
  if (illustrations) patternCatalogue(illustrations);

  /* ---------- 8. glossary ---------- */
  const glossary = guide.chapters.glossary;
  const glossarySection = chapter(glossary.title, labels.glossaryEyebrow).section;
  paragraph(glossarySection, glossary.intro, { size: 12.5, fill: ink.muted });
  doc.moveDown(0.3);
  for (const term of glossary.terms) {
    const height =
      textHeight(term.term, 15, font.heading) +
      textHeight(term.definition, 11, font.body) +
      textHeight(term.example, 10.5, font.italic) +
      30;
    ensureSpace(height);
    doc.addNamedDestination(`term-${term.id}`, "XYZ", margin.left, page.height - doc.y + 10, null);
    const termSection = group(glossarySection, "Sect");
    leaf(termSection, "H2", () =>
      write(term.term, { face: font.heading, size: 15, fill: ink.primary, lineGap: 1 }),
    );
    doc.moveDown(0.2);
    leaf(termSection, "P", () => write(term.definition, { size: 11, lineGap: 3.5 }));
    doc.moveDown(0.3);
    leaf(termSection, "P", () =>
      write(`${labels.example}: ${term.example}`, {
        face: font.italic,
        size: 10.5,
        fill: ink.muted,
        lineGap: 3.5,
      }),
    );
    doc.moveDown(1);
  }

  /* ---------- 9. references ---------- */
  const refs = guide.chapters.references;
  const referencesSection = chapter(refs.title, labels.referencesEyebrow).section;
  paragraph(referencesSection, refs.intro, { size: 11.5, fill: ink.muted });
  doc.moveDown(0.3);
  const referenceList = group(referencesSection, "L");
  refs.references.forEach((reference, index) => {
    // No full stop after a title that already ends in punctuation ("Do Defaults Save Lives?").
    const stop = (text: string) => (/[.?!]$/.test(text) ? "" : ".");
    const entry = `${reference.authors} (${reference.year}). ${reference.title}${stop(reference.title)} ${reference.source}${stop(reference.source)}`;
    const indent = 26;
    const width = contentWidth - indent;
    const height = textHeight(entry, 10, font.body, width, 3) + (reference.url ? 16 : 0) + 8;
    ensureSpace(height);
    const top = doc.y;
    const item = group(referenceList, "LI");
    leaf(item, "Lbl", () =>
      write(`${index + 1}.`, {
        face: font.bold,
        size: 10,
        fill: ink.muted,
        y: top,
        width: indent - 6,
        lineGap: 3,
      }),
    );
    const body = group(item, "LBody");
    leaf(body, "P", () => write(entry, { size: 10, x: margin.left + indent, y: top, width, lineGap: 3 }));
    if (reference.url) {
      linkText(body, reference.url, reference.url, {
        size: 9.5,
        fill: ink.primary,
        x: margin.left + indent,
        y: doc.y + 1,
        width,
        lineGap: 2,
      });
    }
    doc.moveDown(0.55);
  });

  /* ---------- contents page, now that every chapter has its page ---------- */
  doc.switchToPage(contentsPage);
  doc.x = margin.left;
  doc.y = margin.top;
  artifact(() => doc.rect(0, 0, page.width, 6).fill(ink.primary));
  eyebrow(contentsStruct, labels.contentsEyebrow);
  leaf(contentsStruct, "H1", () => write(labels.contentsTitle, { face: font.heading, size: 30, lineGap: 2 }));
  doc.moveDown(1);
  const toc = group(contentsStruct, "TOC");
  let chapterEntry: Struct | undefined;
  for (const entry of contents) {
    const isChapter = entry.level === 1;
    const size = isChapter ? 13.5 : 11.5;
    const face = isChapter ? font.bold : font.body;
    const indent = isChapter ? 0 : 18;
    if (isChapter) doc.moveDown(0.5);
    const top = doc.y;
    doc.font(face).fontSize(size);
    const titleWidth = doc.widthOfString(entry.title);
    const number = String(entry.page);
    const numberWidth = doc.widthOfString(number);
    // Chapters hold their sections' entries, as the chapters hold the sections.
    const parent = isChapter || !chapterEntry ? toc : group(chapterEntry, "TOC");
    const item = group(parent, "TOCI");
    if (isChapter) chapterEntry = item;
    const link = group(item, "Link");
    link.add(() => {
      const fill = isChapter ? ink.text : ink.muted;
      write(entry.title, { face, size, fill, x: margin.left + indent, y: top, lineBreak: false, lineGap: 0 });
      write(number, {
        face,
        size,
        fill,
        x: margin.left + contentWidth - numberWidth,
        y: top,
        lineBreak: false,
        lineGap: 0,
      });
    });
    doc.goTo(margin.left + indent, top, contentWidth - indent, size + 2, entry.destination, {
      structParent: link,
    } as never);
    link.end();
    // Dotted leader between the title and its page number.
    const leaderStart = margin.left + indent + titleWidth + 8;
    const leaderEnd = margin.left + contentWidth - numberWidth - 8;
    if (leaderEnd > leaderStart) {
      artifact(() =>
        doc
          .moveTo(leaderStart, top + size - 2)
          .lineTo(leaderEnd, top + size - 2)
          .dash(1, { space: 3 })
          .lineWidth(0.75)
          .strokeColor(ink.rule)
          .stroke()
          .undash(),
      );
    }
    doc.y = top + size + (isChapter ? 10 : 8);
  }

  /* ---------- page numbers in the pattern catalogue's overview ---------- */
  for (const entry of patternPageNumbers) {
    doc.switchToPage(entry.page);
    const number = String(patternPages.get(entry.slug));
    doc.font(font.bold).fontSize(11);
    const numberWidth = doc.widthOfString(number);
    leaf(entry.entry, "Reference", () =>
      write(number, {
        face: font.bold,
        size: 11,
        x: margin.left + contentWidth - numberWidth,
        y: entry.y,
        lineBreak: false,
        lineGap: 0,
        goTo: `pattern-${entry.slug}`,
      }),
    );
    const leaderStart = margin.left + entry.nameWidth + 8;
    const leaderEnd = margin.left + contentWidth - numberWidth - 8;
    if (leaderEnd > leaderStart) {
      artifact(() =>
        doc
          .moveTo(leaderStart, entry.y + 10)
          .lineTo(leaderEnd, entry.y + 10)
          .dash(1, { space: 3 })
          .lineWidth(0.75)
          .strokeColor(ink.rule)
          .stroke()
          .undash(),
      );
    }
  }

  /* ---------- running footer with page numbers on every page but the cover: artifacts ---------- */
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    if (index === 0) continue;
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not start a new page
    const y = page.height - 52;
    artifact(() => {
      doc
        .moveTo(margin.left, y - 10)
        .lineTo(margin.left + contentWidth, y - 10)
        .lineWidth(0.5)
        .strokeColor(ink.rule)
        .stroke();
      write(labels.footer, {
        size: 9,
        fill: ink.muted,
        y,
        width: contentWidth / 2,
        lineBreak: false,
        lineGap: 0,
      });
      write(fillTemplate(labels.pageOfPages, { page: index + 1, pages: range.count }), {
        size: 9,
        fill: ink.muted,
        x: margin.left + contentWidth / 2,
        y,
        width: contentWidth / 2,
        align: "right",
        lineBreak: false,
        lineGap: 0,
      });
    }, "Pagination");
    doc.page.margins.bottom = bottom;
  }

  const pages = range.count;
  doc.end();
  return new Promise((resolve, reject) => {
    stream.on("finish", () => resolve({ outFile, pages }));
    stream.on("error", reject);
  });
}

/* ---------- command line ---------- */
const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const outArgument = process.argv[process.argv.indexOf("--out") + 1];
  const outFile = process.argv.includes("--out") && outArgument ? path.resolve(outArgument) : defaultOutFile;
  buildGuidePdf({ outFile })
    .then(({ outFile: written, pages }) => {
      console.log(`Strategic guide: ${path.relative(process.cwd(), written)} (${pages} pages)`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
