import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtPages, clientDir } from "./built-files";

/*
 * The typefaces' delivery (ADR 013): every page asks for the two Latin files its first screen is set in
 * together with the HTML, so that `font-display: optional` finds them in time, a page that sets text in
 * italic asks for the italic too, and each preload names the very file the stylesheet's @font-face uses
 * (otherwise the browser downloads it twice).
 */

const pages = builtPages();
const css = readdirSync(path.join(clientDir, "assets"))
  .filter((file) => file.endsWith(".css"))
  .map((file) => readFileSync(path.join(clientDir, "assets", file), "utf8"))
  .join("\n");
const fontFaces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
const preloads = (html: string) =>
  [...html.matchAll(/<link[^>]*rel="preload"[^>]*as="font"[^>]*>/g)].map((match) => match[0]);
const italicFile = /^\/assets\/source-sans-3-latin-wght-italic-[\w-]+\.woff2$/;
/** Text a browser sets in italic: emphasis, cited titles, and the article body's block quotes. */
const setsItalic = (html: string) =>
  /<(em|i|cite)[\s>]|class="[^"]*\bitalic\b|<blockquote[\s>]/.test(
    html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "",
  );

describe("typefaces", () => {
  it("every pre-rendered page preloads the Latin Source Serif 4 and Source Sans 3 files, in CORS mode, and the italic exactly where it sets text in italic", () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((page) => setsItalic(page.html)).length, "pages with italic text").toBeGreaterThan(5);
    for (const page of pages) {
      const links = preloads(page.html);
      const hrefs = links.map((link) => /href="([^"]+)"/.exec(link)![1]!).sort();
      expect(hrefs, page.urlPath).toEqual([
        ...(setsItalic(page.html) ? [expect.stringMatching(italicFile)] : []),
        expect.stringMatching(/^\/assets\/source-sans-3-latin-wght-normal-[\w-]+\.woff2$/),
        expect.stringMatching(/^\/assets\/source-serif-4-latin-wght-normal-[\w-]+\.woff2$/),
      ]);
      for (const link of links) {
        // Font requests are always CORS requests; a preload without crossorigin would go unused.
        expect(link, page.urlPath).toContain('crossorigin="anonymous"');
        expect(link, page.urlPath).toContain('type="font/woff2"');
      }
    }
  });

  it("each preloaded file exists and is the one an @font-face rule uses", () => {
    const hrefs = new Set(
      pages.flatMap((page) => preloads(page.html)).map((link) => /href="([^"]+)"/.exec(link)![1]!),
    );
    expect(hrefs.size).toBe(3);
    for (const href of hrefs) {
      expect(existsSync(path.join(clientDir, href)), href).toBe(true);
      expect(
        fontFaces.some((face) => face.includes(`url(${href})`)),
        href,
      ).toBe(true);
    }
  });

  it("every self-hosted face swaps in only if it arrives before the first paint, and has a Latin Extended subset", () => {
    const hosted = fontFaces.filter((face) => face.includes("url("));
    // Source Serif 4 upright; Source Sans 3 upright and italic; each Latin and Latin Extended.
    expect(hosted).toHaveLength(6);
    for (const face of hosted) expect(face).toMatch(/font-display:\s*optional/);
    for (const family of ["Source Serif 4", "Source Sans 3"]) {
      const files = hosted.filter((face) => new RegExp(`font-family:\\s*"${family}"`).test(face));
      expect(
        files.some((face) => /-latin-ext-wght-normal-[\w-]+\.woff2/.test(face)),
        family,
      ).toBe(true);
    }
  });
});
