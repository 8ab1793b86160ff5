import { notFoundPage } from "../../app/content/pages/not-found";
import { specLabels, specNotFound } from "../spec-text";
import { expect, test, waitForHydration } from "./fixtures";

test.describe("not-found page", () => {
  // The page logs the attempted path on purpose; Chromium also reports the document's 404 status.
  test.use({ expectedConsoleErrors: /404 Error: User attempted to access non-existent route|status of 404/ });

  for (const path of ["/this-page-does-not-exist", "/blog/not-a-post", "/tools/extra/segments"]) {
    test(`${path} answers 404 with the not-found page and logs the path`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByText(specNotFound.code, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(specNotFound.title);
      await expect.poll(() => errors.some((text) => text.includes(path))).toBe(true);
      await expect(page).toHaveTitle(new RegExp(notFoundPage.meta.title));
      await page.getByRole("link", { name: specLabels.returnToHome }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});
