/**
 * The guide's document and the primitives every chapter draws with: the page (A4 or US Letter), the site's faces,
 * the light theme's colours, the structure tree of the tagged PDF (`group`, `leaf`, `artifact`),
 * the text flow (`write`, `textHeight`, `newPage`, `ensureSpace`) and the contents entries.
 * Typographic blocks built from these (paragraphs, headings, lists…) are in layout.ts.
 */
import { createWriteStream, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";
import { guide } from "#app/content/guide.ts";
import { siteConfig } from "#app/site.config.ts";
import { buildDate } from "./build-date.ts";

/* ---------- page ---------- */
/** The two paper sizes every PDF is built in (issue 35.4), in points. */
export const papers = {
  a4: { size: "A4", width: 595.28, height: 841.89 },
  letter: { size: "LETTER", width: 612, height: 792 },
} as const;
export type Paper = keyof typeof papers;
export const margin = { top: 72, bottom: 86, left: 72, right: 72 };

/*
 * The page's geometry, read by every block as plain numbers. Documents are drawn one at a time, so
 * these follow the paper of the document being drawn: `new GuideDocument(…)` sets them (ES module
 * exports are live bindings, so importers see the new values).
 */
export let page: { width: number; height: number } = papers.a4;
export let contentWidth = page.width - margin.left - margin.right;
export let bottomLimit = page.height - margin.bottom;

function setPaper(paper: Paper) {
  page = papers[paper];
  contentWidth = page.width - margin.left - margin.right;
  bottomLimit = page.height - margin.bottom;
}

/* ---------- type: the site's faces, as static TTF files ---------- */
const require = createRequire(import.meta.url);
function fontFile(family: "source-serif-4" | "source-sans-3", style: string): string {
  const folder = path.dirname(require.resolve(`@expo-google-fonts/${family}/package.json`));
  const prefix = family === "source-serif-4" ? "SourceSerif4" : "SourceSans3";
  return path.join(folder, style, `${prefix}_${style}.ttf`);
}
/** Registered font names; headings are semibold like the site's (font-semibold). */
export const font = { heading: "Heading", body: "Body", bold: "BodySemibold", italic: "BodyItalic" } as const;
const fontFiles: Record<(typeof font)[keyof typeof font], string> = {
  Heading: fontFile("source-serif-4", "600SemiBold"),
  Body: fontFile("source-sans-3", "400Regular"),
  BodySemibold: fontFile("source-sans-3", "600SemiBold"),
  BodyItalic: fontFile("source-sans-3", "400Regular_Italic"),
};
/** The file of a registered face, for tests that check a text's characters are in it. */
export const fontFileOf = (name: (typeof font)[keyof typeof font]) => fontFiles[name];

/* ---------- colour: the light theme's tokens, so the PDF looks like the site on paper ---------- */
export function printInk(theme: Record<string, string>) {
  const token = (name: string): string => {
    const value = theme[name];
    if (!value) throw new Error(`app.css has no colour token --${name}`);
    return value;
  };
  return {
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
}
export type Ink = ReturnType<typeof printInk>;

export type Doc = InstanceType<typeof PDFDocument>;
export type Struct = ReturnType<Doc["struct"]>;
/** pdfkit's structure options, with the layout attributes it writes but its types leave out. */
export type StructOptions = Parameters<Doc["struct"]>[1] & { bbox?: [number, number, number, number] };
export type TextStyle = Omit<PDFKit.Mixins.TextOptions, "fill"> & {
  face?: string;
  size?: number;
  fill?: string;
  x?: number;
  y?: number;
};
/**
 * The text flow as drawn: every place a block could have started a page (page and height), how far
 * down each page the flow reached, and whether a page opened a chapter or part, or took the overflow.
 */
export type Flow = {
  breakPoints: { index: number; page: number; y: number }[];
  bottoms: number[];
  pageStarts: ("chapter" | "flow")[];
};

/** No page but the last may be less than this full (issue 35.4). */
export const minimumFill = 0.25;

/**
 * Where to break earlier so that no page is left nearly empty by the overflow of the page before it: for
 * each such page, the lowest place on the page before from which moving the rest over fills it to a
 * quarter or more, leaves that page a quarter full and still fits on one page. Draw again with these as
 * `breakBefore`; a page that opens a chapter keeps its break.
 */
export function balancedBreaks(flow: Flow): number[] {
  const height = bottomLimit - margin.top;
  const used = (pageNumber: number) => (flow.bottoms[pageNumber - 1] ?? margin.top) - margin.top;
  const breaks: number[] = [];
  for (let pageNumber = 2; pageNumber < flow.bottoms.length; pageNumber++) {
    // The flow's end, measured here, lies a little below the last line's text: aim a little higher.
    if (flow.pageStarts[pageNumber - 1] !== "flow" || used(pageNumber) >= (minimumFill + 0.05) * height)
      continue;
    // A little over the quarter: the moved blocks may sit a little closer together than they did.
    const needed = (minimumFill + 0.08) * height - used(pageNumber);
    const previousBottom = flow.bottoms[pageNumber - 2] ?? margin.top;
    const candidates = flow.breakPoints.filter(
      (point) =>
        point.page === pageNumber - 1 &&
        point.y - margin.top >= (minimumFill + 0.03) * height &&
        previousBottom - point.y >= needed &&
        previousBottom - point.y + used(pageNumber) <= height * 0.95,
    );
    const lowest = candidates.at(-1);
    if (lowest) breaks.push(lowest.index);
  }
  return breaks;
}

/** A line of the contents page: chapters (level 1) and the sections listed under them (level 2). */
export type ContentsEntry = { title: string; page: number; destination: string; level: 1 | 2 };

/**
 * The PDF being written, with its structure tree's root (`root`, the Document element), the colours
 * (`ink`, and every token as `theme` for the drawings) and the contents entries collected so far.
 */
export class GuideDocument {
  readonly doc: Doc;
  readonly ink: Ink;
  readonly theme: Record<string, string>;
  readonly root: Struct;
  readonly contents: ContentsEntry[] = [];
  /** Places to start a new page whatever the space left: the plan of a second drawing (balancedBreaks). */
  breakBefore = new Set<number>();
  private readonly flow: Flow = { breakPoints: [], bottoms: [], pageStarts: [] };
  private readonly written: Promise<void>;

  /**
   * `info` names another document drawn with these primitives (the teaching pack's PDFs); the guide's by
   * default. `paper` sets the page geometry above for everything drawn until the next document.
   */
  constructor(
    outFile: string,
    theme: Record<string, string>,
    compress: boolean,
    info: { title: string; subject: string; keywords?: string } = {
      title: guide.title,
      subject: guide.subtitle,
      keywords: "digital influence, dark patterns, humane design, awareness tools, AI",
    },
    paper: Paper = "a4",
  ) {
    setPaper(paper);
    this.theme = theme;
    this.ink = printInk(theme);
    mkdirSync(path.dirname(outFile), { recursive: true });
    this.doc = new PDFDocument({
      size: papers[paper].size,
      margins: margin,
      bufferPages: true,
      compress,
      autoFirstPage: false,
      tagged: true,
      lang: "en", // as the site's <html lang>
      displayTitle: true,
      pdfVersion: "1.7",
      info: {
        Title: info.title,
        Author: siteConfig.name,
        Subject: info.subject,
        Keywords: info.keywords ?? "",
        Creator: `${siteConfig.name} website build`,
        Producer: "pdfkit",
        // Also the seed of the file's ID: a date that does not change makes a build reproducible.
        CreationDate: buildDate(),
      },
    });
    for (const [name, file] of Object.entries(fontFiles)) this.doc.registerFont(name, file);
    const stream = createWriteStream(outFile);
    this.doc.pipe(stream);
    this.written = new Promise((resolve, reject) => {
      stream.on("finish", resolve);
      stream.on("error", reject);
    });
    this.root = this.doc.struct("Document");
    this.doc.addStructure(this.root);
  }

  /** The number of the current page, counting from 1. */
  pageNumber(): number {
    return this.doc.bufferedPageRange().start + this.doc.bufferedPageRange().count;
  }

  /* ---------- the structure tree ---------- */

  /** A structure element with no content of its own (Sect, L, LI, TOC…), left open for children. */
  group(parent: Struct, type: string, options: StructOptions = {}): Struct {
    const element = this.doc.struct(type, options);
    parent.add(element);
    return element;
  }

  /**
   * A structure element whose content `draw` puts on the page now. Leaves never nest: pdfkit closes
   * an open marked-content sequence when the next one starts, so nesting happens in `group`s.
   */
  leaf(parent: Struct, type: string, draw: () => void, options: StructOptions = {}): Struct {
    const element = this.group(parent, type, options);
    element.add(draw);
    element.end();
    return element;
  }

  /** Drawing that carries no content (backgrounds, rules, markers, footers): hidden from assistive technology. */
  artifact(draw: () => void, type: "Layout" | "Pagination" = "Layout") {
    this.doc.markContent("Artifact", { type });
    draw();
    this.doc.endMarkedContent();
  }

  /* ---------- the text flow ---------- */

  newPage() {
    this.startPage("chapter");
  }

  private startPage(by: "chapter" | "flow") {
    this.markBottom();
    this.doc.addPage();
    this.doc.x = margin.left;
    this.doc.y = margin.top;
    this.flow.pageStarts.push(by);
  }

  private markBottom() {
    const page = this.pageNumber();
    if (page > 0) this.flow.bottoms[page - 1] = Math.max(this.flow.bottoms[page - 1] ?? 0, this.doc.y);
  }

  /**
   * A new page unless `height` still fits above the bottom margin. Each call is a place where a block may
   * start a page, numbered in drawing order; `breakBefore` (balancedBreaks) starts a page there anyway.
   */
  ensureSpace(height: number) {
    const index = this.flow.breakPoints.length;
    this.flow.breakPoints.push({ index, page: this.pageNumber(), y: this.doc.y });
    const planned = this.breakBefore.has(index) && this.doc.y > margin.top;
    if (planned || this.doc.y + height > bottomLimit) this.startPage("flow");
  }

  /** Where the text flow ended on each page so far, and what started each page (for balancedBreaks). */
  flowSoFar(): Flow {
    this.markBottom();
    return this.flow;
  }

  /** Text in the body face at the left margin and the current line, unless the style says otherwise. */
  write(value: string, style: TextStyle = {}) {
    const {
      face = font.body,
      size = 11.5,
      fill = this.ink.text,
      x = margin.left,
      y = this.doc.y,
      width = contentWidth,
      lineGap = 4,
      ...options
    } = style;
    this.doc
      .font(face)
      .fontSize(size)
      .fillColor(fill)
      .text(value, x, y, { width, lineGap, ...options });
  }

  textHeight(value: string, size: number, face: string, width = contentWidth, lineGap = 4): number {
    return this.doc.font(face).fontSize(size).heightOfString(value, { width, lineGap });
  }

  /** A contents entry and its link target at the current place: a chapter's page or a section's line. */
  addContentsEntry(title: string, level: 1 | 2) {
    const destination = `${level === 1 ? "chapter" : "section"}-${this.contents.length + 1}`;
    if (level === 1) this.doc.addNamedDestination(destination);
    else this.doc.addNamedDestination(destination, "XYZ", margin.left, page.height - this.doc.y + 10, null);
    this.contents.push({ title, page: this.pageNumber(), destination, level });
  }

  /** Finish the PDF; resolves with its page count once the file is written. */
  async end(): Promise<number> {
    const pages = this.doc.bufferedPageRange().count;
    this.doc.end();
    await this.written;
    return pages;
  }
}
