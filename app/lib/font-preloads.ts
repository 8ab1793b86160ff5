// The same Vite-hashed files as the @font-face rules in app.css, so each is fetched once (ADR 013).
import sansItalicLatin from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2?url";
import sansLatin from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url";
import serifLatin from "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url";

/**
 * A font requested with the HTML rather than after the CSS, so that `font-display: optional` finds it
 * in time for the first paint (ADR 013). Font requests are always CORS requests: without crossOrigin a
 * preload would not be reused.
 */
function fontPreload(href: string) {
  return { rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" as const };
}

/** The Latin files every page's first screen sets text in: headings and body. */
export const uprightFontPreloads = [fontPreload(serifLatin), fontPreload(sansLatin)];

/**
 * For the pages that set text in italic (cited titles, emphasis in articles, pattern pages and
 * explainers): without it, the italic arrived after the first paint and the page kept the slanted
 * fallback. Each such route adds it with `export const links = () => [italicFontPreload]`, and a test
 * over the built pages checks that exactly the pages with italic text have it.
 */
export const italicFontPreload = fontPreload(sansItalicLatin);
