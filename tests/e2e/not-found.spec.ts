import { notFoundPage } from "#app/content/pages/not-found.ts";
import { specLabels, specNotFound } from "../spec-text.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

test.describe("not-found page", () => {
  // The page logs the attempted path on purpose; Chromium also reports the document's 404 status.
  test.use({ expectedConsoleErrors: /404 Error: User attempted to access non-existent route|status of 404/ });

  // An unknown path anywhere, and unknown slugs under each dynamic route (ADR 033).
  for (const path of [
    "/this-page-does-not-exist",
    "/blog/not-a-post",
    "/patterns/no-such-pattern",
    "/enforcement/no-such-action",
    "/enforcement/jurisdiction/atlantis",
    "/tools/extra/segments",
  ]) {
    test(`${path} answers 404 with the not-found page and logs the path`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(specNotFound.code, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(specNotFound.title);
      await expect.poll(() => errors.some((text) => text.includes(path))).toBe(true);
      expect(
        errors.filter((text) => text.includes("404 Error")),
        "logged once",
      ).toHaveLength(1);
      await expect(page).toHaveTitle(new RegExp(notFoundPage.meta.title));
      // The page is static: it never hydrates as the page its address would match.
      await page.getByRole("link", { name: specLabels.returnToHome }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("is static: it loads no script, and its menu and search link work at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/patterns/no-such-pattern");
    // No module to run later, and nothing fetched by the time the page has loaded.
    await expect(page.locator('script[type="module"], script[src], link[rel="modulepreload"]')).toHaveCount(
      0,
    );
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType("resource").filter((entry) => /\.js($|\?)/.test(entry.name)),
    );
    expect(scripts).toEqual([]);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await expect(menu.getByRole("link", { name: "Home" })).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL("/search");
    await waitForHydration(page);
  });
});
