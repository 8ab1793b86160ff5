import { blogPage } from "#app/content/pages/blog.ts";
import { citeLabels } from "#app/content/cite.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * The article parts of issue 26.6: on paper an article leaves out the links that only move around the
 * site and keeps one citation (APA); a wide table scrolls inside its own named box, by keyboard too,
 * with a shade and a hint shown only while it overflows.
 */

test("a printed article leaves out navigation-only links and keeps one APA citation", async ({ page }) => {
  await page.goto("/blog/nudging-experience-part2");
  await waitForHydration(page);
  const main = page.getByRole("main");
  // On screen first, so the checks below cannot pass on elements that are never there.
  await expect(main.getByRole("link", { name: blogPage.backLabel }).first()).toBeVisible();
  await expect(main.getByRole("heading", { name: blogPage.relatedTitle })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  for (const link of await main.getByRole("link", { name: blogPage.backLabel }).all()) {
    await expect(link).toBeHidden();
  }
  for (const nav of await main.getByRole("navigation", { includeHidden: true }).all()) {
    await expect(nav).toBeHidden();
  }
  await expect(main.getByRole("heading", { name: blogPage.relatedTitle })).toBeHidden();
  await expect(main.getByRole("button")).toHaveCount(0);
  // The patterns the article describes are content, so they print.
  await expect(main.getByRole("heading", { name: blogPage.patternsTitle })).toBeVisible();
  await expect(main.getByRole("figure", { name: citeLabels.formats.apa })).toBeVisible();
  await expect(main.getByRole("figure", { name: citeLabels.formats.bibtex })).toBeHidden();
  await expect(main.getByRole("figure", { name: citeLabels.formats.ris })).toBeHidden();
  await expect(main.getByRole("link", { name: citeLabels.downloadBib })).toBeHidden();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a wide table scrolls by keyboard inside its named box, with a shade and a hint", async ({ page }) => {
    await page.goto("/blog/ai-neutrality");
    await waitForHydration(page);
    const box = page.getByRole("region", { name: /Three kinds of influence/ });
    const figure = page.getByRole("figure").filter({ has: box });
    await box.scrollIntoViewIfNeeded();
    await expect(figure.getByText(blogPage.tableScrollHint)).toBeVisible();
    const shade = figure.locator(".table-scroll-shade");
    await expect(shade).toBeVisible();
    // Reached with Tab like any control, then scrolled with the keys.
    await page.getByRole("heading", { level: 1 }).click();
    const isFocused = () => box.evaluate((element) => element === document.activeElement);
    for (let step = 0; step < 60 && !(await isFocused()); step++) await page.keyboard.press("Tab");
    await expect(box).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const atEnd = () =>
      box.evaluate((element) => element.scrollLeft + element.clientWidth >= element.scrollWidth - 1);
    for (let step = 0; step < 40 && !(await atEnd()); step++) await page.keyboard.press("ArrowRight");
    // At the end, nothing more to the right: the shade fades out.
    await expect
      .poll(() => shade.evaluate((element) => Number(getComputedStyle(element).opacity)))
      .toBeLessThan(0.2);
  });
});

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a three-column table fits the article without a cue; a four-column one overflows with one", async ({
    page,
  }) => {
    await page.goto("/blog/ai-neutrality");
    const box = page.getByRole("region", { name: /Three kinds of influence/ });
    const size = await box.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(size[0]).toBeLessThanOrEqual(size[1]!);
    await expect(page.getByText(blogPage.tableScrollHint)).toBeHidden();
    await page.goto("/blog/nudging-experience-part2");
    const wide = page
      .getByRole("figure")
      .filter({ has: page.getByRole("region", { name: /Four platform groups/ }) });
    await wide.scrollIntoViewIfNeeded();
    await expect(wide.getByText(blogPage.tableScrollHint)).toBeVisible();
  });
});
