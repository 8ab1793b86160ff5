/**
 * What a printed PDF's pages hold, read back with poppler's pdftohtml (poppler-utils, which the tests
 * install): every run of text with its place, its size in points and its face. The PDF tests use it
 * to check the paper rules of issue 35.4 on the files themselves: the smallest word, how full each
 * page is, and that no heading ends a page.
 */
import { execFileSync } from "node:child_process";
import { margin } from "./document.ts";

export type PrintedText = { top: number; bottom: number; size: number; face: string; text: string };
export type PrintedPage = { number: number; width: number; height: number; texts: PrintedText[] };

// pdftohtml rounds sizes to whole units of its zoom, which it caps at 3: thirds of a point.
const zoom = 3;

export function printedPages(file: string): PrintedPage[] {
  const xml = execFileSync("pdftohtml", ["-xml", "-i", "-stdout", "-zoom", String(zoom), file], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const pages: PrintedPage[] = [];
  const faces = new Map<string, { size: number; face: string }>();
  for (const line of xml.split("\n")) {
    const page = /<page number="(\d+)"[^>]*height="([\d.]+)" width="([\d.]+)"/.exec(line);
    if (page) {
      pages.push({
        number: Number(page[1]),
        height: Number(page[2]) / zoom,
        width: Number(page[3]) / zoom,
        texts: [],
      });
      continue;
    }
    const spec = /<fontspec id="(\d+)" size="(-?[\d.]+)" family="([^"]+)"/.exec(line);
    if (spec) faces.set(spec[1]!, { size: Number(spec[2]) / zoom, face: spec[3]!.replace(/^[A-Z]+\+/, "") });
    const text = /<text top="(-?\d+)" left="-?\d+" width="\d+" height="(\d+)" font="(\d+)">(.*)<\/text>/.exec(
      line,
    );
    if (text && pages.length > 0) {
      const face = faces.get(text[3]!)!;
      const top = Number(text[1]) / zoom;
      const words = text[4]!.replace(/<[^>]+>/g, "").trim();
      if (words)
        pages.at(-1)!.texts.push({ top, bottom: top + Number(text[2]) / zoom, ...face, text: words });
    }
  }
  return pages;
}

/** A page's margins in points: the guide's by default; a browser's print uses the site's @page margins. */
export type Margins = { top: number; bottom: number };

/** The text above the running footer: what the page carries. */
export const bodyTexts = (page: PrintedPage, margins: Margins = margin) =>
  page.texts.filter((text) => text.top < page.height - margins.bottom);

/** How far down the writing area its lowest text reaches, from 0 (empty) to 1 (full). */
export function pageFill(page: PrintedPage, margins: Margins = margin): number {
  const texts = bodyTexts(page, margins);
  if (texts.length === 0) return 0;
  const lowest = Math.max(...texts.map((text) => text.bottom));
  return (lowest - margins.top) / (page.height - margins.bottom - margins.top);
}

/** Headings are set in the serif face and the text in the sans (document.ts, and the site's own faces). */
export const isHeading = (text: PrintedText) => /Serif/.test(text.face);

/** The last text of a page's writing area, reading down the page. */
export function lastText(page: PrintedPage, margins: Margins = margin): PrintedText | undefined {
  return bodyTexts(page, margins).reduce<PrintedText | undefined>(
    (last, text) => (!last || text.top > last.top + 1 ? text : last),
    undefined,
  );
}
