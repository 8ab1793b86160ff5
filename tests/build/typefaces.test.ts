import { readdirSync, readFileSync } from "node:fs";
import { brotliCompressSync } from "node:zlib";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fontsStorageKey, themeScript } from "#app/lib/theme.ts";
import { builtPages, clientDir } from "./built-files.ts";

/*
 * What a page asks for before its first paint (issue 28, ADR 013): the HTML and one stylesheet, nothing
 * else. No preload: the faces are fetched after load (app/lib/web-fonts.ts) and used from the next page
 * on, when the head script finds them remembered. The stylesheet blocks rendering, so it has a budget.
 */

const pages = builtPages();
const cssFiles = readdirSync(path.join(clientDir, "assets")).filter((file) => file.endsWith(".css"));
const css = cssFiles.map((file) => readFileSync(path.join(clientDir, "assets", file), "utf8")).join("\n");
const fontFaces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
/**
 * Brotli bytes of the stylesheet every page waits for. A new connection sends about 14.6 KB in its first
 * round trip; at 11 KB (before the icons moved into it) the stylesheet fit, now it takes a second one
 * (about 150 ms in Lighthouse's mobile model, docs/performance.md) and the largest paint is still under
 * 1 s. It must not grow further: what a page alone needs belongs in that page's markup.
 */
const blockingCssBudget = 14 * 1024;

describe("first paint", () => {
  it("no pre-rendered page preloads anything: the first paint needs only the HTML and its stylesheet", () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      expect(head(page.html), page.urlPath).not.toMatch(
        /<link[^>]*rel="(preload|modulepreload|prefetch|preconnect|manifest)"/,
      );
      // The one request a page's head makes: its stylesheet. Icons and the tab icon are data URLs.
      const stylesheets = [...head(page.html).matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)];
      expect(
        stylesheets.map((match) => match[1]),
        page.urlPath,
      ).toEqual([expect.stringMatching(/^\/assets\/root-[\w-]+\.css$/)]);
      // Images below the first screen may wait for the visitor to scroll (loading="lazy"); nothing else.
      // <noscript> is only read where scripts do not run (ADR 044: /patterns' thumbnails).
      const other = [
        ...page.html
          .replace(/<noscript>[\s\S]*?<\/noscript>/g, "")
          .replace(/<img\b[^>]*\bloading="lazy"[^>]*>/g, "")
          .matchAll(/<(img|use|source|iframe|video|audio)\b[^>]*\b(src|href|srcset)="(?!data:|#)([^"]+)"/g),
      ];
      expect(
        other.map((match) => match[3]),
        `${page.urlPath}: subresources in the markup`,
      ).toEqual([]);
    }
  });

  it(`the render-blocking stylesheet stays within ${blockingCssBudget / 1024} KB (brotli)`, () => {
    const stylesheets = new Set(
      pages.flatMap((page) =>
        [...head(page.html).matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
          (match) => match[1]!,
        ),
      ),
    );
    for (const href of stylesheets) {
      const size = brotliCompressSync(readFileSync(path.join(clientDir, href))).length;
      expect(size, href).toBeLessThanOrEqual(blockingCssBudget);
    }
  });

  it("the head script switches to the faces before the first paint only where they are remembered", () => {
    expect(themeScript).toContain(`s.getItem(${JSON.stringify(fontsStorageKey)}))d.fonts=""`);
    for (const page of pages)
      expect(head(page.html), page.urlPath).toContain(`<script>${themeScript}</script>`);
    // The stacks name the faces only under data-fonts; without it, only the metric-matched fallbacks.
    const root = /:root\{--stack-sans:([^;]*);--stack-heading:([^;}]*)/.exec(css);
    expect(root, "the theme's font stacks").not.toBeNull();
    expect(root![1]).not.toContain('"Source Sans 3",');
    expect(root![2]).not.toContain('"Source Serif 4",');
    const faces = /:root\[data-fonts\]\{--stack-sans:([^;]*);--stack-heading:([^;}]*)/.exec(css);
    expect(faces, "the stacks with the faces").not.toBeNull();
    expect(faces![1]).toMatch(/^"Source Sans 3",/);
    expect(faces![2]).toMatch(/^"Source Serif 4",/);
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
