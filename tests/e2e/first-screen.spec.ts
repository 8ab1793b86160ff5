import type { Locator, Page } from "@playwright/test";
import { patternsPage } from "#app/content/pages/patterns.ts";
import { searchPage } from "#app/content/pages/search.ts";
import { taxonomyPage } from "#app/content/pages/taxonomy.ts";
import { lessons } from "#app/content/teach.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/*
 * The tools start on the first screen (issue 35.1): on a 375 × 667 phone and a 1280 × 800 laptop, with the
 * real fixed header, the first pattern cards, the self-check's first screen, the checker's box, the first record, the first
 * lesson and three search results begin above the fold. And a pattern page keeps its promise (35.2): the
 * two drawings share a row from 1024 px; on a phone a switch shows one at a time, and "How to resist it"
 * is one tap from the top.
 */

const viewports = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
];

/** The top of an element in page pixels, with the page scrolled to the top. */
async function top(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

async function expectOnFirstScreen(locator: Locator, height: number, what: string) {
  await expect(locator, what).toBeVisible();
  expect(await top(locator), `${what}: its top, in page pixels`).toBeLessThan(height);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test("each tool's first item starts on the first screen", async ({ page }) => {
      const main = page.getByRole("main");

      await open(page, "/patterns");
      const cards = main.locator("#interface").getByRole("listitem");
      await expectOnFirstScreen(
        cards.first().getByRole("link").first(),
        viewport.height,
        "first pattern card",
      );

      await open(page, "/spot-the-pattern");
      await expectOnFirstScreen(
        main.getByRole("img", { name: /^Screen 1: / }),
        viewport.height,
        "the self-check's first screen",
      );

      await open(page, "/check");
      await expectOnFirstScreen(main.getByRole("textbox"), viewport.height, "the checker's box");

      await open(page, "/enforcement");
      // The table from 1024 px, the phone list below: the first record link that is shown.
      const firstRecord = main.locator('a[href^="/enforcement/"]:visible').first();
      expect(await firstRecord.getAttribute("href")).toMatch(/^\/enforcement\/[a-z0-9-]+$/);
      await expectOnFirstScreen(firstRecord, viewport.height, "the first record");

      // The map of names comes after its explanation; its jump link is on the first screen and leads there.
      await open(page, "/taxonomy");
      const toMap = main.getByRole("link", { name: taxonomyPage.jumps.map });
      await expectOnFirstScreen(toMap, viewport.height, "the jump to the map of names");
      await toMap.click();
      await expect(page).toHaveURL(/\/taxonomy#map$/);
      await expect(main.getByRole("heading", { name: taxonomyPage.table.header.title })).toBeInViewport();

      await open(page, "/teach");
      await expectOnFirstScreen(
        main.getByRole("heading", { name: lessons[0]!.title }).getByRole("link"),
        viewport.height,
        "the first lesson",
      );

      await open(page, "/search?q=subscription");
      const results = main.getByRole("list", { name: searchPage.meta.title }).getByRole("link");
      await expect(results.nth(2)).toBeVisible();
      for (const index of [0, 1, 2])
        await expectOnFirstScreen(results.nth(index), viewport.height, `search result ${index + 1}`);
    });
  });
}

test.describe("a pattern page's two drawings", () => {
  test("share a row from 1024 px, their drawings level", async ({ page }) => {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, "/patterns/hidden-costs");
      const harmful = await page.locator("#harmful svg[role=img]").boundingBox();
      const humane = await page.locator("#humane svg[role=img]").boundingBox();
      expect(harmful && humane, "both drawings are laid out").toBeTruthy();
      expect(Math.abs(harmful!.y - humane!.y), `${width}px: same row`).toBeLessThan(2);
      expect(humane!.x, `${width}px: the honest one to the right`).toBeGreaterThan(
        harmful!.x + harmful!.width,
      );
      // No switch where both are in view.
      await expect(page.getByRole("group", { name: patternsPage.page.viewSwitchLabel })).toBeHidden();
    }
  });

  test("on a phone, a switch shows one at a time, and how to resist it is one tap from the top", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await open(page, "/patterns/hidden-costs");
    const { harmfulTitle, humaneTitle, viewSwitchLabel, resistJump, resistTitle } = patternsPage.page;
    const views = page.getByRole("group", { name: viewSwitchLabel });
    const harmful = views.getByRole("button", { name: harmfulTitle });
    const humane = views.getByRole("button", { name: humaneTitle });
    await expect(harmful).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { name: harmfulTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: humaneTitle })).toBeHidden();

    await humane.click();
    await expect(humane).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { name: humaneTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: harmfulTitle })).toBeHidden();
    // The switch stays at hand while the drawing is looked at.
    await page.locator("#humane svg[role=img]").scrollIntoViewIfNeeded();
    await expect(harmful).toBeInViewport();
    await harmful.click();
    await expect(page.getByRole("heading", { name: harmfulTitle })).toBeVisible();

    // On paper both screens print, whatever the switch shows, and the switch does not.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { name: harmfulTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: humaneTitle })).toBeVisible();
    await expect(views).toBeHidden();
    await page.emulateMedia({ media: "screen" });

    await page.evaluate(() => window.scrollTo(0, 0));
    const jump = page.getByRole("link", { name: resistJump });
    await expect(jump).toBeInViewport();
    await jump.click();
    await expect(page).toHaveURL(/#resist$/);
    await expect(page.getByRole("heading", { name: resistTitle })).toBeInViewport();
  });
});
