import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

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

/** Slow 4G as Lighthouse's mobile preset simulates it, on a cold cache. */
async function slowConnection(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

const fontsStored = (page: Page) => page.evaluate(() => localStorage.getItem("attune-fonts"));

test("a first visit paints in the fallbacks and keeps them; the faces are fetched after load and draw every later page from its first paint", async ({
  page,
}) => {
  await slowConnection(page);
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(new URL(request.url()).pathname);
  });
  // What <html> carried when the document was parsed, before any script of the page's own ran.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { fontsAtParse: boolean }).fontsAtParse =
        "fonts" in document.documentElement.dataset;
    });
  });

  await page.goto("/");
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as { fontsAtParse: boolean }).fontsAtParse)).toBe(
    false,
  );
  const h1Before = await renderedFonts(page, "h1");
  expect(h1Before.every((font) => !font.custom)).toBe(true);

  // After load, the faces are fetched (nothing before: tests/e2e/routes.spec.ts checks what precedes the
  // first paint) and remembered.
  await expect.poll(() => fontsStored(page), { timeout: 15_000 }).toBe("1");
  const fontsAfterLoad = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => entry.startTime - performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd),
  );
  expect(fontsAfterLoad.length).toBe(3);
  for (const delay of fontsAfterLoad)
    expect(delay, "a font requested before the page had loaded").toBeGreaterThanOrEqual(0);
  expect(fontRequests.sort()).toEqual([
    expect.stringMatching(/^\/assets\/source-sans-3-latin-wght-italic-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/source-sans-3-latin-wght-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/source-serif-4-latin-wght-normal-[\w-]+\.woff2$/),
  ]);

  // The page that was painted in the fallbacks keeps them: no face change after the first paint.
  expect(await renderedFonts(page, "h1")).toEqual(h1Before);
  expect((await renderedFonts(page, "main p")).every((font) => !font.custom)).toBe(true);

  // The next page, reached in the page (client-side navigation): drawn in the faces.
  await page.getByRole("contentinfo").getByRole("link", { name: "Glossary", exact: true }).click();
  await expect(page).toHaveURL(/\/glossary$/);
  await page.evaluate(() => document.fonts.ready);
  expect(await renderedFonts(page, "h1")).toEqual([{ family: expect.stringMatching(serif), custom: true }]);
  expect(await renderedFonts(page, "main p")).toEqual([
    { family: expect.stringMatching(sans), custom: true },
  ]);

  // A later page load: the head script switches to the faces before the first paint, and they come from
  // the cache.
  const requestsBefore = fontRequests.length;
  await page.goto("/tools");
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as { fontsAtParse: boolean }).fontsAtParse)).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  expect(await renderedFonts(page, "h1")).toEqual([{ family: expect.stringMatching(serif), custom: true }]);
  expect(await renderedFonts(page, "main p")).toEqual([
    { family: expect.stringMatching(sans), custom: true },
  ]);
  const fromCache = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
  expect(fromCache.length).toBeGreaterThan(0);
  expect(
    fromCache.every((size) => size === 0),
    "faces from the cache",
  ).toBe(true);
  expect(fontRequests.length - requestsBefore).toBeLessThanOrEqual(fromCache.length);
});

test("names with Latin Extended letters are drawn in the face, not patched from a system font", async ({
  page,
}) => {
  await page.goto("/understanding");
  const reference = page.getByRole("listitem").filter({ hasText: "Oğuz-Uğuralp" });
  await expect(reference).toBeVisible();
  await expect.poll(() => fontsStored(page), { timeout: 15_000 }).toBe("1");
  // The next load uses the faces and fetches the Latin Extended files it now needs ("optional": too late
  // for that load's first paint, so that page keeps the fallback for those letters); the one after has them.
  await page.reload();
  await page.evaluate(() => document.fonts.ready);
  await page.reload();
  await reference.evaluate((item) => item.setAttribute("data-test-reference", ""));
  await page.evaluate(() => document.fonts.ready);
  // Upright (names) and italic (the title): every glyph, "ğ" included, from the self-hosted family.
  const fonts = await renderedFonts(page, "[data-test-reference]");
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font).toEqual({ family: expect.stringMatching(sans), custom: true });
});
