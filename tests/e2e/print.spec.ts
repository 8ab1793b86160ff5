import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Print (issue 18.5): a printed article, pattern page or glossary carries the content only, writes
 * out where its external links lead, and shows every glossary example.
 */
const afterContent = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element, "::after").content);

for (const path of ["/blog/ai-neutrality", "/patterns/confirmshaming", "/glossary"]) {
  test(`${path} prints without the site's frame, forms or buttons`, async ({ page }) => {
    await page.goto(path);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("textbox", { name: "Email address" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeHidden();
    // Links to the page's own sections mean nothing on paper.
    const anchors = page.getByRole("link", { name: /^Link to section/, includeHidden: true });
    if (path !== "/glossary") expect(await anchors.count()).toBeGreaterThan(0);
    for (const anchor of await anchors.all()) await expect(anchor).toBeHidden();
    // Black on white, whatever the screen showed.
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe("rgb(0, 0, 0)");
  });
}

test.describe("in the dark theme", () => {
  test.use({ colorScheme: "dark" });
  test("a printout is still black on white", async ({ page }) => {
    await page.goto("/glossary");
    await page.emulateMedia({ media: "print", colorScheme: "dark" });
    const colours = await page.evaluate(() => [
      getComputedStyle(document.body).color,
      getComputedStyle(document.body).backgroundColor,
    ]);
    expect(colours).toEqual(["rgb(0, 0, 0)", "rgb(255, 255, 255)"]);
  });
});

test("a reference list does not repeat its addresses, and the site's own links print as they are", async ({
  page,
}) => {
  await page.goto("/patterns/nagging");
  await page.emulateMedia({ media: "print" });
  // A reference's text is its address already.
  const reference = page.locator("li a[data-url-shown]").first();
  await expect(reference).toBeVisible();
  expect(await afterContent(reference)).toBe("none");
  const internal = page.locator("main a[href^='/']").first();
  expect(await afterContent(internal)).toBe("none");
});

test("a source cited by title prints its address", async ({ page }) => {
  await page.goto("/understanding");
  await page.emulateMedia({ media: "print" });
  const source = page.locator("main li a[href^='https://']").first();
  await expect(source).toBeVisible();
  const href = await source.getAttribute("href");
  expect(await afterContent(source)).toBe(`" (${href})"`);
});

test("the glossary prints every example, open or not", async ({ page }) => {
  await page.goto("/glossary");
  const example = page.getByText("Example", { exact: true }).first();
  await expect(example).toBeHidden();
  await page.emulateMedia({ media: "print" });
  await expect(example).toBeVisible();
  await expect(page.getByRole("searchbox")).toBeHidden();
});

test("headings are kept with the text that follows them", async ({ page }) => {
  await page.goto("/blog/ai-neutrality");
  await page.emulateMedia({ media: "print" });
  const breakAfter = await page
    .getByRole("heading", { level: 2 })
    .first()
    .evaluate((heading) => getComputedStyle(heading).breakAfter);
  expect(breakAfter).toBe("avoid");
});
