import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The site's typefaces (ADR 013): headings in Source Serif 4 and body text in Source Sans 3, self-hosted,
 * on every platform rather than whatever the system has (DejaVu Sans on Linux). What is checked is the
 * font Chromium actually drew the text with (DevTools' "Rendered fonts"), not only the CSS asking for it.
 */

const serif = /^Source Serif 4\b/;
const sans = /^Source Sans 3\b/;

/** The fonts Chromium used to draw the text of the first element matching `selector`. */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  expect(nodeId, `an element matching ${selector}`).toBeGreaterThan(0);
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  // The family in the font file's name table: a variable font names its default instance
  // ("Source Sans 3 ExtraLight"), whatever weight it is drawn at.
  return fonts.map((font) => ({ family: font.familyName, custom: font.isCustomFont }));
}

test("a first visit loads both faces, preloaded, and a page draws headings and body text in them", async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      loaded: [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => `${face.family} ${face.style}`),
      serif: document.fonts.check('600 2rem "Source Serif 4"'),
      sans: document.fonts.check('1rem "Source Sans 3"'),
      h1: getComputedStyle(document.querySelector("h1")!).fontFamily,
      body: getComputedStyle(document.querySelector("main p")!).fontFamily,
    };
  });
  expect(faces.loaded).toEqual(expect.arrayContaining(["Source Serif 4 normal", "Source Sans 3 normal"]));
  expect(faces.serif && faces.sans, "document.fonts.check for both faces").toBe(true);
  expect(faces.h1).toMatch(/^"Source Serif 4"/);
  expect(faces.body).toMatch(/^"Source Sans 3"/);
  // Each file once: the preload and the @font-face rule share one URL and one request.
  expect(fontRequests.sort()).toEqual([
    expect.stringMatching(/^\/assets\/source-sans-3-latin-wght-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/source-serif-4-latin-wght-normal-[\w-]+\.woff2$/),
  ]);

  // font-display: optional may keep a slow first view in the fallback; from the cache it never does.
  await page.reload();
  await page.evaluate(() => document.fonts.ready);
  expect(await renderedFonts(page, "h1")).toEqual([{ family: expect.stringMatching(serif), custom: true }]);
  expect(await renderedFonts(page, "main p")).toEqual([
    { family: expect.stringMatching(sans), custom: true },
  ]);
});

test("names with Latin Extended letters are drawn in the face, not patched from a system font", async ({
  page,
}) => {
  await page.goto("/understanding");
  const reference = page.getByRole("listitem").filter({ hasText: "Oğuz-Uğuralp" });
  await expect(reference).toBeVisible();
  await reference.evaluate((item) => item.setAttribute("data-test-reference", ""));
  await page.evaluate(() => document.fonts.ready);
  await page.reload();
  await reference.evaluate((item) => item.setAttribute("data-test-reference", ""));
  await page.evaluate(() => document.fonts.ready);
  // Upright (names) and italic (the title): every glyph, "ğ" included, from the self-hosted family.
  const fonts = await renderedFonts(page, "[data-test-reference]");
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font).toEqual({ family: expect.stringMatching(sans), custom: true });
});
