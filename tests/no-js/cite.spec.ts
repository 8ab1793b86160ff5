import { expect, test } from "@playwright/test";
import { citeLabels } from "#app/content/cite.ts";

/*
 * "Cite this" with JavaScript switched off: the disclosure opens, the three citations and the file
 * downloads are there, and no Copy or Share button waits in vain.
 */

for (const path of ["/blog/ai-neutrality", "/patterns/autoplay"]) {
  test(`${path}: Cite this opens without scripts and offers no dead buttons`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path);
    const details = page.locator("details", {
      has: page.locator("summary", { hasText: citeLabels.summary }),
    });
    await expect(details).toHaveJSProperty("open", false);
    await details.locator("summary").click();
    await expect(details).toHaveJSProperty("open", true);
    for (const name of Object.values(citeLabels.formats)) {
      await expect(page.getByRole("figure", { name })).toContainText(`https://attune.example${path}`);
    }
    await expect(page.getByRole("link", { name: citeLabels.downloadBib })).toBeVisible();
    await expect(page.getByRole("link", { name: citeLabels.downloadRis })).toBeVisible();
    await expect(page.getByRole("button", { name: new RegExp(`^${citeLabels.copyLabel} `) })).toHaveCount(0);
    await expect(page.getByRole("button", { name: citeLabels.shareLabel })).toHaveCount(0);
  });
}
