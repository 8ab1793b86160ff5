import { expect, test } from "@playwright/test";

/*
 * "Cite this" with JavaScript switched off: the disclosure opens, the three citations and the file
 * downloads are there, and no Copy or Share button waits in vain.
 */

for (const path of ["/blog/ai-neutrality", "/patterns/autoplay"]) {
  test(`${path}: Cite this opens without scripts and offers no dead buttons`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path);
    const details = page.locator("details", { has: page.locator("summary", { hasText: "Cite this" }) });
    await expect(details).toHaveJSProperty("open", false);
    await details.locator("summary").click();
    await expect(details).toHaveJSProperty("open", true);
    for (const name of ["APA (7th edition)", "BibTeX", "RIS"]) {
      await expect(page.getByRole("figure", { name })).toContainText(`https://attune.example${path}`);
    }
    await expect(page.getByRole("link", { name: "BibTeX file (.bib)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "RIS file (.ris)" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Copy / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Share" })).toHaveCount(0);
  });
}
