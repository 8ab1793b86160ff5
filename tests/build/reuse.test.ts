import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { patterns } from "#app/content/patterns.ts";
import { getAllPosts } from "#app/content/blog/posts.server.ts";
import { drawingPngWidth, socialCardSize } from "#app/lib/reuse.ts";
import { attributionLine } from "#app/content/reuse-text.server.ts";
import { siteConfig } from "#app/site.config.ts";
import { contentTypeFor } from "../../scripts/pipeline/headers/headers.ts";
import { builtPages, clientDir } from "./built-files.ts";

/*
 * Made to be reused (issue 29, parts 3 and 4), over the built files: each pattern page offers both of its
 * drawings as SVG and as a 1600 px PNG carrying the licence and credit line, and every pre-rendered page
 * names a social card of its own, 1200 × 630, that the build wrote. tests/e2e/drawing-downloads.spec.ts
 * fetches the downloads from the server.
 */

const origin = process.env.SITE_URL ?? siteConfig.url;
const fileOf = (urlPath: string) => path.join(clientDir, decodeURIComponent(urlPath));

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString("hex"), `${file} is a PNG`).toBe("89504e470d0a1a0a");
  expect(bytes.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A PNG's iTXt text chunks, keyword to text. */
function pngText(file: string): Record<string, string> {
  const bytes = readFileSync(file);
  const texts: Record<string, string> = {};
  for (let offset = 8; offset < bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    if (type === "iTXt") {
      const data = bytes.subarray(offset + 8, offset + 8 + length);
      const keywordEnd = data.indexOf(0);
      // keyword \0 flag method language \0 translated keyword \0 text
      const languageEnd = data.indexOf(0, keywordEnd + 3);
      const translatedEnd = data.indexOf(0, languageEnd + 1);
      texts[data.toString("latin1", 0, keywordEnd)] = data.toString("utf8", translatedEnd + 1);
    }
    offset += 12 + length;
  }
  return texts;
}

const page = (urlPath: string) =>
  new JSDOM(readFileSync(path.join(clientDir, urlPath.slice(1), "index.html"), "utf8")).window.document;

describe.each(patterns.map((pattern) => [pattern.slug, pattern] as const))(
  "/patterns/%s",
  (slug, pattern) => {
    const document = page(`/patterns/${slug}`);
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[download][href^='/drawings/']")];
    const attribution = attributionLine(pattern.name);

    it("offers each drawing, harmful and humane, once as SVG and once as PNG, saved under a name that says what it is", () => {
      for (const format of ["svg", "png"]) {
        const ofFormat = links.filter((link) => link.getAttribute("href")!.endsWith(`.${format}`));
        expect(ofFormat.map((link) => link.getAttribute("href")).sort()).toEqual(
          [`/drawings/${slug}-harmful.${format}`, `/drawings/${slug}-humane.${format}`].sort(),
        );
        for (const link of ofFormat) {
          expect(link.getAttribute("download")).toMatch(
            new RegExp(`^${siteConfig.slug}-${slug}-(harmful|humane)\\.${format}$`),
          );
        }
      }
    });

    it("gives the licence and the credit line as text on the page", () => {
      expect(document.body.textContent).toContain(attribution);
      const licence = [...document.querySelectorAll("a")].filter(
        (link) => link.getAttribute("href") === siteConfig.contentLicence.url,
      );
      expect(licence.length).toBeGreaterThanOrEqual(2);
    });

    it("serves SVG files of a sane size as image/svg+xml, with the credit and licence in their metadata", () => {
      for (const link of links.filter((link) => link.href.endsWith(".svg"))) {
        const href = link.getAttribute("href")!;
        expect(contentTypeFor(href)).toBe("image/svg+xml");
        const svg = readFileSync(fileOf(href), "utf8");
        expect(svg.length).toBeGreaterThan(1_000);
        expect(svg.length).toBeLessThan(200_000);
        expect(svg).toMatch(/<svg[^>]*viewBox=/);
        expect(svg).toContain(`<title>`);
        expect(svg).toContain(`<dc:rights>${attribution}</dc:rights>`);
        expect(svg).toContain(`<cc:license rdf:resource="${siteConfig.contentLicence.url}"/>`);
        // Light theme only: no dark-theme class or stylesheet travels with the file.
        expect(svg).not.toMatch(/class="|<style|prefers-color-scheme/);
      }
    });

    it(`serves PNG files ${drawingPngWidth} px wide as image/png, with the credit and licence in their text chunks`, () => {
      for (const link of links.filter((link) => link.href.endsWith(".png"))) {
        const href = link.getAttribute("href")!;
        expect(contentTypeFor(href)).toBe("image/png");
        const size = statSync(fileOf(href)).size;
        expect(size).toBeGreaterThan(20_000);
        expect(size).toBeLessThan(1_500_000);
        expect(pngSize(fileOf(href)).width).toBe(drawingPngWidth);
        const text = pngText(fileOf(href));
        expect(text.Copyright).toBe(attribution);
        expect(text.License).toBe(siteConfig.contentLicence.url);
        expect(text.Title).toBeTruthy();
      }
    });
  },
);

describe("social cards", () => {
  const pages = builtPages().filter((built) => built.urlPath !== "/404");
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`).exec(html)?.[1];
  const homeImage = meta(pages.find((built) => built.urlPath === "/")!.html, "og:image");
  const articlePaths = new Set(getAllPosts().map((post) => post.path));

  it.each(pages.map((built) => [built.urlPath, built.html] as const))(
    "%s names a 1200 × 630 card of its own that the build holds, with a text alternative",
    (urlPath, html) => {
      const image = meta(html, "og:image");
      expect(image).toMatch(new RegExp(`^${origin}/cards/.+\\.png$`));
      const file = fileOf(image!.slice(origin.length));
      expect(existsSync(file), `${image} is in the build`).toBe(true);
      expect(pngSize(file)).toEqual(socialCardSize);
      expect(meta(html, "twitter:image")).toBe(image);
      expect(meta(html, "og:image:alt")?.length ?? 0).toBeGreaterThan(10);
      expect(meta(html, "twitter:card")).toBe("summary_large_image");
      if (urlPath.startsWith("/patterns/") || articlePaths.has(urlPath)) expect(image).not.toBe(homeImage);
    },
  );

  it("covers every pattern page and article", () => {
    const paths = new Set(pages.map((built) => built.urlPath));
    for (const pattern of patterns) expect(paths).toContain(`/patterns/${pattern.slug}`);
    for (const articlePath of articlePaths) expect(paths).toContain(articlePath);
  });
});
