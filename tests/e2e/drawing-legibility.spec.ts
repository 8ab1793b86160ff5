import type { Page } from "@playwright/test";
import { lessons } from "#app/content/teach.ts";
import { cardItems, cardSetIds } from "#app/data/teach-pack.ts";
import { teachCardSetPath } from "#app/lib/teach-parts.ts";
import { expect, test } from "./fixtures.ts";

/*
 * Issue 26.2: the words inside the pattern drawings can be read wherever a drawing appears. For every
 * <text> of every drawing on the home page, the library, each pattern page, the self-check and the
 * teaching pack's lessons and printable self-check, the rendered size (its font size in the drawing's
 * own units × the drawing's scale on screen) is at least 11 CSS px, at the four widths the site is built for. The pages are measured as pre-rendered, without
 * scripts, so every question of the self-check is laid out (with scripts only one is in view, at the
 * same size).
 */

const minimum = 11;
/** The picture cards, a page per set. */
const cardSetPaths = cardSetIds().map(teachCardSetPath);
const widths = [320, 375, 768, 1280];

test.use({ javaScriptEnabled: false });

/** Every drawn word too small on the page, as "text (size px)", and how many drawings are in view. */
async function measure(page: Page, least = minimum) {
  return page.evaluate((minimum) => {
    const small: string[] = [];
    const drawings = [...document.querySelectorAll("main svg[data-drawing]")].filter(
      (svg) => svg.getClientRects().length > 0,
    ).length;
    for (const text of document.querySelectorAll<SVGTextElement>("main svg text")) {
      // Drawings laid out for another width are not displayed, and cannot be seen at any size.
      if (text.getClientRects().length === 0) continue;
      const scale = text.getScreenCTM()?.a ?? 0;
      const size = parseFloat(getComputedStyle(text).fontSize) * scale;
      if (size < minimum) small.push(`${text.textContent?.trim()} (${size.toFixed(1)} px)`);
    }
    return { small, drawings };
  }, least);
}

/*
 * Issue 35.4: printed from the browser, the teaching pack's drawings put their smallest word at 8 pt
 * (8/0.75 CSS px) or more, on A4 and on US Letter: the print layout at each sheet's width inside the
 * print margins of app.css (15 mm top and bottom, 14 mm left and right).
 */
const printed = [
  { paper: "A4", width: Math.floor(((210 - 28) / 25.4) * 96) },
  { paper: "US Letter", width: Math.floor(((215.9 - 28) / 25.4) * 96) },
];
for (const { paper, width } of printed) {
  test(`printed on ${paper}, no drawn word in the teaching pack is smaller than 8 pt`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    await page.emulateMedia({ media: "print" });
    const problems: Record<string, string[]> = {};
    for (const path of [
      ...lessons.map((lesson) => `/teach/${lesson.id}`),
      "/teach/self-check",
      ...cardSetPaths,
    ]) {
      await page.goto(path);
      const { small, drawings } = await measure(page, 8 / 0.75);
      expect(drawings, `drawings on ${path}`).toBeGreaterThan(0);
      if (small.length > 0) problems[path] = small;
    }
    expect(problems).toEqual({});
  });

  test(`printed on ${paper}, the picture cards are one to a page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    await page.emulateMedia({ media: "print" });
    const breaks: string[] = [];
    for (const path of cardSetPaths) {
      await page.goto(path);
      breaks.push(
        ...(await page
          .locator("main li[id^=card-]")
          .evaluateAll((items) => items.map((item) => getComputedStyle(item).breakBefore))),
      );
    }
    expect(breaks).toHaveLength(cardItems().length);
    expect(new Set(breaks)).toEqual(new Set(["page"]));
  });
}

async function patternPaths(page: Page): Promise<string[]> {
  const html = await (await page.request.get("/patterns")).text();
  return [...new Set([...html.matchAll(/href="(\/patterns\/[a-z0-9-]+)"/g)].map((match) => match[1]!))];
}

// Each test loads every page with drawings (about 30) at one width: 18 pattern pages took the widest past 30 s.
test.describe.configure({ timeout: 120_000 });

for (const width of widths) {
  test(`no drawn word is smaller than ${minimum} px at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const paths = [
      "/",
      // /patterns is not here: its thumbnails are images whose words are bars (ADR 044).
      "/spot-the-pattern",
      // The teaching pack's pages with drawings (issue 29): the lessons and the printable self-check.
      ...lessons.map((lesson) => `/teach/${lesson.id}`),
      "/teach/self-check",
      ...cardSetPaths,
      ...(await patternPaths(page)),
    ];
    expect(paths.length).toBeGreaterThanOrEqual(2 + 4 + 14);
    const problems: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(path);
      const { small, drawings } = await measure(page);
      // Every one of these pages shows drawings.
      expect(drawings, `drawings on ${path}`).toBeGreaterThan(0);
      if (small.length > 0) problems[path] = small;
    }
    expect(problems).toEqual({});
  });
}

test("each drawing on a pattern page opens full size, as a file of its own, without scripts", async ({
  page,
}) => {
  await page.goto("/patterns/hidden-costs");
  for (const title of ["The pattern", "The humane alternative"]) {
    const figure = page.getByRole("region", { name: title, exact: true });
    const link = figure.getByRole("link", { name: `Open the drawing full size: ${title}` });
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/drawings\/hidden-costs-(harmful|humane)\.svg$/);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    // The file names the picture as the page does, and needs no stylesheet: its colours are its own.
    const name = await figure.getByRole("img").getAttribute("aria-label");
    const svg = await response.text();
    expect(svg).toContain(`<title>${name}</title>`);
    expect(svg).not.toMatch(/class="/);
  }
  // A plain link (no script needed); opening the file itself is left out here, because the browser then
  // asks for /favicon.ico, which the site does not have.
  await expect(page.getByRole("link", { name: /^Open the drawing full size: / })).toHaveCount(2);
});
