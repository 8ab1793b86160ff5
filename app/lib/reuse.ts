import { siteConfig } from "#app/site.config.ts";

/**
 * Names of the files made for reuse, shared by the build steps that write them (scripts/pipeline/drawings,
 * scripts/pipeline/cards), the pages that link them and the tests that check them. Every page's meta reads
 * this module, in the browser too: it holds no copy (the words are in app/content/reuse-text.server.ts).
 */

export type DrawingTone = "harmful" | "humane";
export type DrawingFormat = "svg" | "png";

/** How wide the PNG of a drawing is, in pixels. */
export const drawingPngWidth = 1600;

/** Where a drawing's file is served: /drawings/confirmshaming-harmful.svg. */
export function drawingPath(slug: string, tone: DrawingTone, format: DrawingFormat): string {
  return `/drawings/${slug}-${tone}.${format}`;
}

/**
 * Where a pattern's thumbnail for /patterns is served, in one theme's colours:
 * /drawings/thumbnails/confirmshaming-dark.svg. The harmful drawing with its words as bars (issue 26.2),
 * written by the drawings step beside the full drawings (ADR 044).
 */
export function thumbnailPath(slug: string, theme: "light" | "dark"): string {
  return `/drawings/thumbnails/${slug}-${theme}.svg`;
}

/** The name a downloaded drawing is saved under, naming the site: attune-confirmshaming-harmful.png. */
export function drawingFileName(slug: string, tone: DrawingTone, format: DrawingFormat): string {
  return `${siteConfig.slug}-${slug}-${tone}.${format}`;
}

/** A card is 1200 × 630, the size Open Graph and large Twitter cards show without cropping. */
export const socialCardSize = { width: 1200, height: 630 } as const;

/** Where a page's social card is served: /cards/home.png for "/", /cards/patterns/nagging.png… */
export function socialCardPath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "");
  return `/cards/${trimmed === "" ? "home" : trimmed}.png`;
}
