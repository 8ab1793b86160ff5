/**
 * Builds the strategic guide PDF that the "Download Guide" button on /tools links to.
 *
 *   npx tsx scripts/build/build-guide-pdf.ts            -> public/<guidePath>, e.g. public/downloads/attune-strategic-guide.pdf
 *   npx tsx scripts/build/build-guide-pdf.ts --out x.pdf -> x.pdf
 *
 * It runs before `react-router build`, which copies public/ into the build. The PDF is
 * generated, never edited by hand (public/downloads/ is git-ignored): every word comes
 * from the same content modules the site renders (app/content/guide.ts gathers the tools,
 * journey, checklist, pattern library, glossary and references), so the pages and the guide
 * cannot drift.
 *
 * Pattern catalogue: every pattern's two illustrations (the React SVG components in
 * app/components/patterns/illustrations/) are rendered to markup and drawn as vectors with
 * svg-to-pdfkit. Their colours are Tailwind classes on the theme tokens (fill-primary…), so
 * `illustrationSvg()` swaps each class for the token's colour from app/styles/app.css `:root`,
 * converted from oklch to sRGB hex (`themeColors()`); the light theme is the print theme.
 *
 * Fonts: the PDF standard fonts (Times for headings, Helvetica for text). They need no
 * embedding, keep the file small and the text selectable. They can only draw the WinAnsi
 * character set, so `pdfText()` transliterates anything outside it (for example "ğ" in an
 * author's name becomes "g"); the Source Serif files shipped with the site are variable
 * WOFF2 fonts that pdfkit's font subsetter cannot embed.
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import PDFDocument from "pdfkit";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import SVGtoPDF from "svg-to-pdfkit";
import type { IllustrationProps } from "../../app/components/patterns/illustrations/parts";
import { guide } from "../../app/content/guide";
import type { Pattern } from "../../app/content/schemas";
import { fillTemplate } from "../../app/lib/template";
import { guidePath, siteConfig } from "../../app/site.config";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const defaultOutFile = path.join(root, "public", guidePath);

/* ---------- design tokens (the site's palette, as print colours) ---------- */
const color = {
  primary: "#0e5c5a",
  primaryLight: "#e4f1ef",
  text: "#222222",
  muted: "#555555",
  rule: "#d9d4cb",
  highlight: "#f6e7c1",
  white: "#ffffff",
};
const font = {
  heading: "Times-Bold",
  body: "Helvetica",
  bold: "Helvetica-Bold",
  italic: "Helvetica-Oblique",
};
const page = { width: 595.28, height: 841.89 }; // A4 in points
const margin = { top: 78, bottom: 86, left: 72, right: 72 };
const contentWidth = page.width - margin.left - margin.right;
const bottomLimit = page.height - margin.bottom;

/* ---------- text that the standard fonts can draw ---------- */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/**
 * Keep only characters in the WinAnsi encoding of the standard PDF fonts. Letters with
 * accents outside it lose the accent ("ğ" -> "g"); anything else becomes "?". Exported for
 * the test.
 */
export function pdfText(value: string): string {
  let out = "";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      winAnsiExtras.has(char) ||
      char === "\n"
    ) {
      out += char;
      continue;
    }
    const base = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    out += base.length > 0 && [...base].every((c) => c.codePointAt(0)! < 0x100) ? base : "?";
  }
  return out;
}

/* ---------- the theme's colours, for the pattern illustrations ---------- */

/** An oklch colour (lightness 0–1, chroma, hue in degrees) as sRGB hex, clipped to the sRGB gamut. */
export function oklchToHex(lightness: number, chroma: number, hue: number): string {
  const radians = (hue * Math.PI) / 180;
  const a = chroma * Math.cos(radians);
  const b = chroma * Math.sin(radians);
  // OKLab -> LMS (cubed) -> linear sRGB, with the matrices of Björn Ottosson's OKLab definition.
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return `#${linear
    .map((channel) => {
      const clipped = Math.min(1, Math.max(0, channel));
      const encoded = clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055;
      return Math.round(encoded * 255)
        .toString(16)
        .padStart(2, "0");
    })
    .join("")}`;
}

/**
 * The colour tokens of a stylesheet's `:root` block as hex, by name ("primary": "#…"). Values may
 * be `oklch(L C H)` (L as a number or a percentage), a hex colour or `var(--other-token)`;
 * tokens that are not colours (lengths and the like) are left out. Exported for the test.
 */
export function themeColors(css: string): Record<string, string> {
  const block = /:root\s*{([^}]*)}/.exec(css)?.[1];
  if (!block) throw new Error("No :root block with the theme tokens");
  const raw = new Map([...block.matchAll(/--([a-z0-9-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
  const resolve = (value: string, seen: Set<string>): string | undefined => {
    const reference = /^var\(--([a-z0-9-]+)\)$/.exec(value)?.[1];
    if (reference) {
      const target = raw.get(reference);
      if (target === undefined || seen.has(reference)) return undefined;
      return resolve(target, new Set([...seen, reference]));
    }
    if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
    const oklch = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)(?:deg)?\s*(?:\/\s*[\d.]+%?\s*)?\)$/.exec(value);
    if (!oklch) return undefined;
    const lightness = Number(oklch[1]) / (oklch[2] ? 100 : 1);
    return oklchToHex(lightness, Number(oklch[3]), Number(oklch[4]));
  };
  const colors: Record<string, string> = {};
  for (const [name, value] of raw) {
    const hex = resolve(value, new Set([name]));
    if (hex) colors[name] = hex;
  }
  return colors;
}

/**
 * An illustration's markup made ready for svg-to-pdfkit: each `fill-{token}` / `stroke-{token}`
 * class becomes a `fill` / `stroke` attribute with the token's colour (`fill-none` becomes
 * `fill="none"`), other classes (sizing, font) are dropped, and the drawing's text is limited to
 * what the standard fonts can draw. A colour class naming an unknown token is an error, so a
 * drawing can never lose a colour silently. Exported for the test.
 */
export function illustrationSvg(markup: string, colors: Record<string, string>): string {
  return markup
    .replace(/ class="([^"]*)"/g, (_, classes: string) =>
      classes
        .split(/\s+/)
        .flatMap((name) => {
          const match = /^(fill|stroke)-(.+)$/.exec(name);
          if (!match) return [];
          const [, property, token] = match as unknown as [string, string, string];
          const value = token === "none" ? "none" : colors[token];
          if (!value) throw new Error(`Illustration colour class "${name}" names no colour token of app.css`);
          return [` ${property}="${value}"`];
        })
        .join(""),
    )
    .replace(/>([^<]+)</g, (_, content: string) => `>${pdfText(content)}<`);
}

const illustrationsDir = path.join(root, "app", "components", "patterns", "illustrations");
type Tone = "harmful" | "humane";

/**
 * Both drawings of every pattern as print-ready SVG markup, keyed "{slug}-{tone}". Each file in
 * the illustrations folder exports one component; a pattern without both drawings fails the build.
 */
async function loadIllustrations(
  patternList: readonly Pattern[],
  colors: Record<string, string>,
): Promise<Map<string, string>> {
  const files = new Set(readdirSync(illustrationsDir));
  const svgs = new Map<string, string>();
  for (const pattern of patternList) {
    for (const tone of ["harmful", "humane"] as const) {
      const file = `${pattern.slug}-${tone}.tsx`;
      if (!files.has(file)) throw new Error(`No ${tone} illustration for the pattern "${pattern.slug}" (${file})`);
      const module = (await import(pathToFileURL(path.join(illustrationsDir, file)).href)) as Record<
        string,
        unknown
      >;
      const Illustration = Object.values(module).find((value) => typeof value === "function") as
        | ComponentType<IllustrationProps>
        | undefined;
      if (!Illustration) throw new Error(`${file} exports no component`);
      const markup = renderToStaticMarkup(createElement(Illustration, { label: pattern[tone].label }));
      svgs.set(`${pattern.slug}-${tone}`, illustrationSvg(markup, colors));
    }
  }
  return svgs;
}

/** The width-to-height ratio of an SVG's viewBox. */
function aspectRatio(svg: string): number {
  const box = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error("An illustration has no viewBox");
  return Number(box[1]) / Number(box[2]);
}

type Doc = InstanceType<typeof PDFDocument>;

type ContentsEntry = { title: string; page: number; destination: string; level: 1 | 2 };

export type BuildOptions = {
  outFile?: string;
  /** Stream compression; the test turns it off to read the text operators directly. */
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
    lang: "en-US",
    displayTitle: true,
    pdfVersion: "1.7",
    info: {
      Title: pdfText(guide.title),
      Author: pdfText(siteConfig.name),
      Subject: pdfText(guide.subtitle),
      Keywords: "digital influence, dark patterns, humane design, awareness tools, AI",
      Creator: pdfText(`${siteConfig.name} website build`),
      Producer: "pdfkit",
    },
  });
  const stream = createWriteStream(outFile);
  doc.pipe(stream);

  const contents: ContentsEntry[] = [];
  const { labels } = guide;
  const pageNumber = () => doc.bufferedPageRange().start + doc.bufferedPageRange().count;

  /* ---------- layout helpers ---------- */
  function newPage() {
    doc.addPage();
    doc.x = margin.left;
    doc.y = margin.top;
  }
  function ensureSpace(height: number) {
    if (doc.y + height > bottomLimit) newPage();
  }
  function textHeight(value: string, size: number, face: string, width = contentWidth, lineGap = 4) {
    return doc.font(face).fontSize(size).heightOfString(pdfText(value), { width, lineGap });
  }
  function paragraph(
    value: string,
    options: { size?: number; face?: string; fill?: string; gap?: number } = {},
  ) {
    const { size = 11, face = font.body, fill = color.text, gap = 10 } = options;
    ensureSpace(Math.min(textHeight(value, size, face), 3 * size * 1.4));
    doc.font(face).fontSize(size).fillColor(fill).text(pdfText(value), margin.left, doc.y, {
      width: contentWidth,
      lineGap: 4,
    });
    doc.moveDown(gap / (size + 4));
  }
  function eyebrow(value: string) {
    doc
      .font(font.bold)
      .fontSize(9)
      .fillColor(color.primary)
      .text(pdfText(value.toUpperCase()), margin.left, doc.y, { characterSpacing: 1.2 });
    doc.moveDown(0.4);
  }
  function chapter(title: string, label: string) {
    newPage();
    const destination = `chapter-${contents.length + 1}`;
    doc.addNamedDestination(destination);
    contents.push({ title, page: pageNumber(), destination, level: 1 });
    const outlineItem = doc.outline.addItem(pdfText(title));
    eyebrow(label);
    doc.font(font.heading).fontSize(28).fillColor(color.text).text(pdfText(title), { width: contentWidth });
    doc
      .moveTo(margin.left, doc.y + 10)
      .lineTo(margin.left + 48, doc.y + 10)
      .lineWidth(3)
      .strokeColor(color.primary)
      .stroke();
    doc.y += 28;
    return outlineItem;
  }
  function subheading(title: string, options: { keepWith?: number; contentsEntry?: boolean } = {}) {
    const size = 17;
    ensureSpace(textHeight(title, size, font.heading) + (options.keepWith ?? 80));
    if (options.contentsEntry) {
      const destination = `section-${contents.length + 1}`;
      doc.addNamedDestination(destination, "XYZ", margin.left, page.height - doc.y + 10, null);
      contents.push({ title, page: pageNumber(), destination, level: 2 });
    }
    doc.font(font.heading).fontSize(size).fillColor(color.primary).text(pdfText(title), margin.left, doc.y, {
      width: contentWidth,
    });
    doc.moveDown(0.35);
  }
  /** A list with hanging markers: numbers in a circle, a checkbox or a bullet. */
  function list(items: readonly string[], marker: "number" | "checkbox" | "bullet", size = 11) {
    const indent = 30;
    const width = contentWidth - indent;
    items.forEach((item, index) => {
      const height = textHeight(item, size, font.body, width);
      ensureSpace(Math.min(height, 60) + 4);
      const top = doc.y;
      if (marker === "number") {
        doc.circle(margin.left + 10, top + 7, 9.5).fill(color.primaryLight);
        doc
          .font(font.bold)
          .fontSize(9.5)
          .fillColor(color.primary)
          .text(String(index + 1), margin.left, top + 2.5, { width: 20, align: "center" });
      } else if (marker === "checkbox") {
        doc
          .roundedRect(margin.left + 2, top + 1, 13, 13, 2)
          .lineWidth(1.2)
          .strokeColor(color.primary)
          .stroke();
      } else {
        doc.circle(margin.left + 8, top + 6.5, 2.4).fill(color.primary);
      }
      doc
        .font(font.body)
        .fontSize(size)
        .fillColor(color.text)
        .text(pdfText(item), margin.left + indent, top, { width, lineGap: 4 });
      doc.moveDown(0.55);
    });
    doc.moveDown(0.4);
  }
  /** A tinted box with a label and text, like the site's callouts. */
  function callout(label: string, body: string) {
    const padding = 14;
    const innerWidth = contentWidth - padding * 2 - 4;
    const height =
      textHeight(label, 9, font.bold, innerWidth) +
      6 +
      textHeight(body, 10.5, font.body, innerWidth) +
      padding * 2;
    ensureSpace(height + 8);
    const top = doc.y;
    doc.rect(margin.left, top, contentWidth, height).fill(color.primaryLight);
    doc.rect(margin.left, top, 4, height).fill(color.primary);
    doc
      .font(font.bold)
      .fontSize(9)
      .fillColor(color.primary)
      .text(pdfText(label.toUpperCase()), margin.left + padding + 4, top + padding, {
        width: innerWidth,
        characterSpacing: 1,
      });
    doc.moveDown(0.3);
    doc
      .font(font.body)
      .fontSize(10.5)
      .fillColor(color.text)
      .text(pdfText(body), margin.left + padding + 4, doc.y, { width: innerWidth, lineGap: 4 });
    doc.y = top + height + 14;
  }

  /* ---------- 1. cover ---------- */
  newPage();
  const bandHeight = page.height * 0.62;
  doc.rect(0, 0, page.width, bandHeight).fill(color.primary);
  // The site's brand mark (two arcs settling on a point), drawn as vectors.
  doc.save().translate(margin.left, 90).scale(2);
  doc.roundedRect(0, 0, 32, 32, 8).fill(color.white);
  doc.path("M8 19c2.5-6 13.5-6 16 0").lineWidth(2.4).lineCap("round").strokeColor(color.primary).stroke();
  doc
    .path("M11.5 15.5c1.8-3 7.2-3 9 0")
    .lineWidth(2.2)
    .strokeOpacity(0.7)
    .strokeColor(color.primary)
    .stroke();
  doc.strokeOpacity(1).circle(16, 21.5, 2.4).fill(color.primary);
  doc.restore();
  doc
    .font(font.heading)
    .fontSize(22)
    .fillColor(color.white)
    .text(pdfText(siteConfig.name), margin.left + 80, 106);
  doc
    .font(font.bold)
    .fontSize(10)
    .fillColor(color.white)
    .text(pdfText(labels.coverEyebrow.toUpperCase()), margin.left, 250, { characterSpacing: 2 });
  doc
    .font(font.heading)
    .fontSize(36)
    .fillColor(color.white)
    .text(pdfText(labels.coverTitle), margin.left, 274, {
      width: contentWidth,
      lineGap: 2,
    });
  doc.moveDown(0.6);
  doc
    .font(font.body)
    .fontSize(14)
    .fillColor(color.white)
    .text(pdfText(guide.subtitle), { width: contentWidth - 40, lineGap: 5 });
  doc
    .font(font.heading)
    .fontSize(20)
    .fillColor(color.primary)
    .text(pdfText(siteConfig.tagline), margin.left, bandHeight + 48, { width: contentWidth });
  doc.moveDown(0.5);
  const chapterTitles = Object.values(guide.chapters)
    .filter((entry) => withPatternCatalogue || entry !== guide.chapters.patterns)
    .map((entry) => entry.title);
  doc
    .font(font.body)
    .fontSize(11.5)
    .fillColor(color.text)
    .text(pdfText(chapterTitles.join("  ·  ")), { width: contentWidth - 60, lineGap: 5 });
  doc.page.margins.bottom = 0; // the publisher lines sit below the usual text area
  doc
    .font(font.body)
    .fontSize(10)
    .fillColor(color.muted)
    .text(pdfText(labels.publishedBy), margin.left, page.height - 110, {
      width: contentWidth,
      link: siteConfig.url,
    });
  doc
    .font(font.body)
    .fontSize(9)
    .fillColor(color.muted)
    .text(pdfText(labels.shareNote), margin.left, doc.y + 4, {
      width: contentWidth,
    });
  doc.page.margins.bottom = margin.bottom;

  /* ---------- 2. contents (filled in at the end, once page numbers are known) ---------- */
  newPage();
  const contentsPage = pageNumber() - 1;

  /* ---------- 3. introduction and how to use ---------- */
  chapter(guide.introduction.title, labels.introductionEyebrow);
  for (const text of guide.introduction.paragraphs) paragraph(text);
  doc.moveDown(0.6);
  subheading(guide.howToUse.title, { contentsEntry: true });
  paragraph(guide.howToUse.body);
  list(guide.howToUse.items, "bullet");

  /* ---------- 4. the six tools ---------- */
  const toolsChapter = guide.chapters.tools;
  chapter(toolsChapter.title, labels.toolsEyebrow);
  paragraph(toolsChapter.intro, { size: 12, fill: color.muted });
  doc.moveDown(0.6);
  // The six tools at a glance, then each tool on its own page, so it can be printed and handed out alone.
  toolsChapter.tools.forEach((tool, index) => {
    const top = doc.y;
    doc.circle(margin.left + 10, top + 8, 9.5).fill(color.primaryLight);
    doc
      .font(font.bold)
      .fontSize(9.5)
      .fillColor(color.primary)
      .text(String(index + 1), margin.left, top + 3.5, { width: 20, align: "center" });
    doc
      .font(font.heading)
      .fontSize(14)
      .fillColor(color.text)
      .text(pdfText(tool.title), margin.left + 30, top, { width: contentWidth - 30 });
    doc.moveDown(0.15);
    doc
      .font(font.body)
      .fontSize(10.5)
      .fillColor(color.muted)
      .text(pdfText(tool.summary), { width: contentWidth - 30, lineGap: 3.5 });
    doc.moveDown(0.9);
  });
  toolsChapter.tools.forEach((tool, index) => {
    newPage();
    eyebrow(fillTemplate(labels.toolOfTotal, { n: index + 1, total: toolsChapter.tools.length }));
    subheading(tool.title, { contentsEntry: true, keepWith: 120 });
    paragraph(tool.summary, { size: 12, face: font.italic, fill: color.muted });
    paragraph(tool.detail);
    ensureSpace(80);
    doc
      .font(font.bold)
      .fontSize(10)
      .fillColor(color.primary)
      .text(pdfText(labels.steps.toUpperCase()), margin.left, doc.y, {
        characterSpacing: 1,
      });
    doc.moveDown(0.6);
    list(tool.steps, "number", 10.5);
  });

  /* ---------- 5. the journey ---------- */
  const journey = guide.chapters.journey;
  chapter(journey.title, labels.journeyEyebrow);
  paragraph(journey.intro, { size: 12, fill: color.muted });
  doc.moveDown(0.5);
  journey.steps.forEach((step, index) => {
    const boxPadding = 16;
    const innerX = margin.left + 64;
    const innerWidth = contentWidth - 64 - boxPadding;
    const height =
      Math.max(
        textHeight(step.title, 18, font.heading, innerWidth) +
          8 +
          textHeight(step.body, 11, font.body, innerWidth),
        48,
      ) +
      boxPadding * 2;
    ensureSpace(height + 14);
    const top = doc.y;
    doc
      .roundedRect(margin.left, top, contentWidth, height, 6)
      .lineWidth(0.75)
      .strokeColor(color.rule)
      .stroke();
    doc.circle(margin.left + 32, top + boxPadding + 16, 16).fill(color.primary);
    doc
      .font(font.heading)
      .fontSize(16)
      .fillColor(color.white)
      .text(String(index + 1), margin.left + 16, top + boxPadding + 7, { width: 32, align: "center" });
    doc
      .font(font.heading)
      .fontSize(18)
      .fillColor(color.text)
      .text(pdfText(step.title), innerX, top + boxPadding, { width: innerWidth });
    doc.moveDown(0.3);
    doc
      .font(font.body)
      .fontSize(11)
      .fillColor(color.text)
      .text(pdfText(step.body), innerX, doc.y, { width: innerWidth, lineGap: 4 });
    doc.y = top + height + 14;
  });

  /* ---------- 6. the checklist ---------- */
  const checklist = guide.chapters.checklist;
  chapter(checklist.title, labels.checklistEyebrow);
  paragraph(checklist.intro, { size: 12, fill: color.muted });
  doc.moveDown(0.4);
  list(checklist.items, "checkbox", 11.5);
  doc.moveDown(0.8);
  callout(guide.closing.title, guide.closing.body);

  /* ---------- 7. the pattern catalogue: an overview, then one page per pattern ---------- */
  // The overview lists the patterns family by family, like the contents; their page numbers
  // are written in at the end, once every pattern has its page.
  const patternPageNumbers: { page: number; y: number; slug: string; nameWidth: number }[] = [];
  const patternPages = new Map<string, number>();
  function patternCatalogue(svgs: Map<string, string>) {
    const catalogue = guide.chapters.patterns;
    const catalogueOutline = chapter(catalogue.title, labels.patternsEyebrow);
    paragraph(catalogue.intro, { size: 11.5, fill: color.muted });
    for (const [family, familyName] of Object.entries(catalogue.familyNames)) {
      const members = catalogue.patterns.filter((pattern) => pattern.family === family);
      if (members.length === 0) continue;
      ensureSpace(64);
      doc.moveDown(0.4);
      eyebrow(familyName);
      for (const pattern of members) {
        const width = contentWidth - 30;
        ensureSpace(textHeight(pattern.summary, 9, font.body, width, 1.5) + 18);
        const top = doc.y;
        doc.font(font.bold).fontSize(11).fillColor(color.text);
        const name = pdfText(pattern.name);
        const nameWidth = doc.widthOfString(name);
        doc.text(name, margin.left, top, { goTo: `pattern-${pattern.slug}`, lineBreak: false });
        patternPageNumbers.push({ page: pageNumber() - 1, y: top, slug: pattern.slug, nameWidth });
        doc
          .font(font.body)
          .fontSize(9)
          .fillColor(color.muted)
          .text(pdfText(pattern.summary), margin.left, top + 13.5, { width, lineGap: 1.5 });
        doc.y += 5.5;
      }
    }
    const tones = {
      harmful: { title: labels.harmfulTitle, ink: theme.destructive!, onInk: theme["destructive-foreground"]! },
      humane: { title: labels.humaneTitle, ink: theme.primary!, onInk: theme["primary-foreground"]! },
    } satisfies Record<Tone, { title: string; ink: string; onInk: string }>;
    /** A tone's numbered notes beside its drawing, drawn or (with `draw` false) only measured; returns their height. */
    function patternCallouts(pattern: Pattern, tone: Tone, x: number, top: number, width: number, draw: boolean) {
      const textX = x + 24;
      const textWidth = width - 24;
      let y = top;
      pattern[tone].callouts.forEach((item, index) => {
        const titleHeight = textHeight(item.title, 9.5, font.bold, textWidth, 1.5);
        const bodyHeight = textHeight(item.body, 9, font.body, textWidth, 1.5);
        if (draw) {
          doc.circle(x + 9, y + 6.5, 8.5).fill(tones[tone].ink);
          doc
            .font(font.bold)
            .fontSize(9)
            .fillColor(tones[tone].onInk)
            .text(String(index + 1), x, y + 3, { width: 18, align: "center", lineBreak: false });
          doc
            .font(font.bold)
            .fontSize(9.5)
            .fillColor(color.text)
            .text(pdfText(item.title), textX, y, { width: textWidth, lineGap: 1.5 });
          doc
            .font(font.body)
            .fontSize(9)
            .fillColor(color.text)
            .text(pdfText(item.body), textX, y + titleHeight + 1, { width: textWidth, lineGap: 1.5 });
        }
        y += titleHeight + 1 + bodyHeight + 7;
      });
      return y - 7 - top;
    }
    catalogue.patterns.forEach((pattern, index) => {
      newPage();
      const destination = `pattern-${pattern.slug}`;
      doc.addNamedDestination(destination);
      patternPages.set(pattern.slug, pageNumber());
      catalogueOutline.addItem(pdfText(pattern.name));
      eyebrow(
        `${fillTemplate(labels.patternOfTotal, { n: index + 1, total: catalogue.patterns.length })} · ${catalogue.familyNames[pattern.family]}`,
      );
      doc
        .font(font.heading)
        .fontSize(22)
        .fillColor(color.text)
        .text(pdfText(pattern.name), margin.left, doc.y, { width: contentWidth });
      doc.moveDown(0.3);
      doc
        .font(font.body)
        .fontSize(10.5)
        .fillColor(color.text)
        .text(pdfText(pattern.definition), margin.left, doc.y, { width: contentWidth, lineGap: 3 });
      if (pattern.alsoKnownAs.length > 0) {
        doc.moveDown(0.3);
        doc
          .font(font.italic)
          .fontSize(9.5)
          .fillColor(color.muted)
          .text(pdfText(`${labels.alsoKnownAs}: ${pattern.alsoKnownAs.join(", ")}`), margin.left, doc.y, {
            width: contentWidth,
            lineGap: 2,
          });
      }
      doc.y += 12;

      // What the drawings must leave room for: "how to resist" and the address of the full page.
      const address = `${siteConfig.url}/patterns/${pattern.slug}`;
      const resistIndent = 18;
      const resistHeight =
        26 +
        pattern.resist.reduce(
          (sum, item) => sum + textHeight(item, 9.5, font.body, contentWidth - resistIndent, 2) + 4,
          0,
        );
      const footerHeight = 26;
      const labelHeight = 18;
      const rowGap = 14;
      const available = bottomLimit - doc.y - resistHeight - footerHeight;
      // Each drawing sits left of its notes. The tallest drawings that let both rows fit the page.
      const gutter = 16;
      const layout = (height: number) =>
        (["harmful", "humane"] as const).map((tone) => {
          const svg = svgs.get(`${pattern.slug}-${tone}`)!;
          const ratio = aspectRatio(svg);
          const width = Math.min(height * ratio, contentWidth * 0.5);
          const drawn = { width, height: width / ratio };
          const notesWidth = contentWidth - width - gutter;
          const notesHeight = patternCallouts(pattern, tone, 0, 0, notesWidth, false);
          return { tone, svg, drawn, notesWidth, rowHeight: labelHeight + Math.max(drawn.height, notesHeight) };
        });
      let rows = layout(250);
      for (let height = 245; height >= 150; height -= 5) {
        if (rows[0]!.rowHeight + rows[1]!.rowHeight + 2 * rowGap <= available) break;
        rows = layout(height);
      }
      for (const row of rows) {
        ensureSpace(row.rowHeight);
        const top = doc.y;
        doc
          .font(font.bold)
          .fontSize(9)
          .fillColor(tones[row.tone].ink)
          .text(pdfText(tones[row.tone].title.toUpperCase()), margin.left, top, { characterSpacing: 1 });
        const drawingTop = top + labelHeight;
        // Vectors, with the drawing's text as real text. (@types/svg-to-pdfkit types `doc` as the class.)
        SVGtoPDF(doc as unknown as typeof PDFDocument, row.svg, margin.left, drawingTop, {
          width: row.drawn.width,
          height: row.drawn.height,
          assumePt: true,
          fontCallback: (_family, bold, italic) => (bold ? font.bold : italic ? font.italic : font.body),
          warningCallback: (warning) => {
            throw new Error(`${pattern.slug}-${row.tone}: ${warning}`);
          },
        });
        patternCallouts(pattern, row.tone, margin.left + row.drawn.width + gutter, drawingTop, row.notesWidth, true);
        doc.x = margin.left;
        doc.y = top + row.rowHeight + rowGap;
      }

      ensureSpace(resistHeight);
      doc
        .font(font.bold)
        .fontSize(9)
        .fillColor(color.primary)
        .text(pdfText(labels.resistTitle.toUpperCase()), margin.left, doc.y, { characterSpacing: 1 });
      doc.moveDown(0.5);
      for (const item of pattern.resist) {
        const top = doc.y;
        doc.circle(margin.left + 6, top + 4.8, 2.2).fill(color.primary);
        doc
          .font(font.body)
          .fontSize(9.5)
          .fillColor(color.text)
          .text(pdfText(item), margin.left + resistIndent, top, { width: contentWidth - resistIndent, lineGap: 2 });
        doc.y += 4;
      }
      ensureSpace(footerHeight);
      doc.y += 8;
      doc
        .font(font.bold)
        .fontSize(9.5)
        .fillColor(color.muted)
        .text(pdfText(`${labels.patternPage}: `), margin.left, doc.y, { continued: true, lineGap: 2 })
        .font(font.body)
        .fillColor(color.primary)
        .text(pdfText(address), { link: address, underline: false });
    });
  }
  if (illustrations) patternCatalogue(illustrations);

  /* ---------- 8. glossary ---------- */
  const glossary = guide.chapters.glossary;
  chapter(glossary.title, labels.glossaryEyebrow);
  paragraph(glossary.intro, { size: 12, fill: color.muted });
  doc.moveDown(0.3);
  for (const term of glossary.terms) {
    const height =
      textHeight(term.term, 14, font.heading) +
      textHeight(term.definition, 10.5, font.body) +
      textHeight(term.example, 10, font.italic) +
      30;
    ensureSpace(height);
    doc.addNamedDestination(`term-${term.id}`, "XYZ", margin.left, page.height - doc.y + 10, null);
    doc
      .font(font.heading)
      .fontSize(14)
      .fillColor(color.primary)
      .text(pdfText(term.term), margin.left, doc.y, { width: contentWidth });
    doc.moveDown(0.2);
    doc
      .font(font.body)
      .fontSize(10.5)
      .fillColor(color.text)
      .text(pdfText(term.definition), { width: contentWidth, lineGap: 3.5 });
    doc.moveDown(0.3);
    doc
      .font(font.italic)
      .fontSize(10)
      .fillColor(color.muted)
      .text(pdfText(`${labels.example}: ${term.example}`), { width: contentWidth, lineGap: 3.5 });
    doc.moveDown(1);
  }

  /* ---------- 9. references ---------- */
  const refs = guide.chapters.references;
  chapter(refs.title, labels.referencesEyebrow);
  paragraph(refs.intro, { size: 11, fill: color.muted });
  doc.moveDown(0.3);
  refs.references.forEach((reference, index) => {
    // No full stop after a title that already ends in punctuation ("Do Defaults Save Lives?").
    const stop = (text: string) => (/[.?!]$/.test(text) ? "" : ".");
    const entry = `${reference.authors} (${reference.year}). ${reference.title}${stop(reference.title)} ${reference.source}${stop(reference.source)}`;
    const indent = 26;
    const width = contentWidth - indent;
    const height = textHeight(entry, 9.5, font.body, width, 3) + (reference.url ? 16 : 0) + 8;
    ensureSpace(height);
    const top = doc.y;
    doc
      .font(font.bold)
      .fontSize(9.5)
      .fillColor(color.muted)
      .text(`${index + 1}.`, margin.left, top, { width: indent - 6 });
    doc
      .font(font.body)
      .fontSize(9.5)
      .fillColor(color.text)
      .text(pdfText(entry), margin.left + indent, top, { width, lineGap: 3 });
    if (reference.url) {
      doc
        .font(font.body)
        .fontSize(9)
        .fillColor(color.primary)
        .text(pdfText(reference.url), margin.left + indent, doc.y + 1, {
          width,
          link: reference.url,
          underline: false,
        });
    }
    doc.moveDown(0.55);
  });

  /* ---------- contents page, now that every chapter has its page ---------- */
  doc.switchToPage(contentsPage);
  doc.x = margin.left;
  doc.y = margin.top;
  eyebrow(labels.contentsEyebrow);
  doc
    .font(font.heading)
    .fontSize(28)
    .fillColor(color.text)
    .text(pdfText(labels.contentsTitle), { width: contentWidth });
  doc.moveDown(1);
  for (const entry of contents) {
    const isChapter = entry.level === 1;
    const size = isChapter ? 13 : 11;
    const face = isChapter ? font.bold : font.body;
    const indent = isChapter ? 0 : 18;
    if (isChapter) doc.moveDown(0.5);
    const top = doc.y;
    const title = pdfText(entry.title);
    doc
      .font(face)
      .fontSize(size)
      .fillColor(isChapter ? color.text : color.muted);
    const titleWidth = doc.widthOfString(title);
    doc.text(title, margin.left + indent, top, { goTo: entry.destination, lineBreak: false });
    const number = String(entry.page);
    const numberWidth = doc.widthOfString(number);
    doc.text(number, margin.left + contentWidth - numberWidth, top, {
      goTo: entry.destination,
      lineBreak: false,
    });
    // Dotted leader between the title and its page number.
    const leaderStart = margin.left + indent + titleWidth + 8;
    const leaderEnd = margin.left + contentWidth - numberWidth - 8;
    if (leaderEnd > leaderStart) {
      doc
        .moveTo(leaderStart, top + size - 2)
        .lineTo(leaderEnd, top + size - 2)
        .dash(1, { space: 3 })
        .lineWidth(0.75)
        .strokeColor(color.rule)
        .stroke()
        .undash();
    }
    doc.y = top + size + (isChapter ? 10 : 8);
  }

  /* ---------- page numbers in the pattern catalogue's overview ---------- */
  for (const entry of patternPageNumbers) {
    doc.switchToPage(entry.page);
    const number = String(patternPages.get(entry.slug));
    doc.font(font.bold).fontSize(11).fillColor(color.text);
    const numberWidth = doc.widthOfString(number);
    doc.text(number, margin.left + contentWidth - numberWidth, entry.y, {
      goTo: `pattern-${entry.slug}`,
      lineBreak: false,
    });
    const leaderStart = margin.left + entry.nameWidth + 8;
    const leaderEnd = margin.left + contentWidth - numberWidth - 8;
    if (leaderEnd > leaderStart) {
      doc
        .moveTo(leaderStart, entry.y + 9)
        .lineTo(leaderEnd, entry.y + 9)
        .dash(1, { space: 3 })
        .lineWidth(0.75)
        .strokeColor(color.rule)
        .stroke()
        .undash();
    }
  }

  /* ---------- footer with page numbers on every page but the cover ---------- */
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    if (index === 0) continue;
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not start a new page
    const y = page.height - 52;
    doc
      .moveTo(margin.left, y - 10)
      .lineTo(margin.left + contentWidth, y - 10)
      .lineWidth(0.5)
      .strokeColor(color.rule)
      .stroke();
    doc
      .font(font.body)
      .fontSize(8.5)
      .fillColor(color.muted)
      .text(pdfText(labels.footer), margin.left, y, {
        width: contentWidth / 2,
        lineBreak: false,
      });
    doc.text(
      fillTemplate(labels.pageOfPages, { page: index + 1, pages: range.count }),
      margin.left + contentWidth / 2,
      y,
      {
        width: contentWidth / 2,
        align: "right",
        lineBreak: false,
      },
    );
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
