import { guide, guideParts } from "#app/content/guide.ts";
import { guidePage } from "#app/content/pages/guide.ts";
import { toolsPage } from "#app/content/pages/tools.ts";
import { guidePath } from "#app/site.config.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

// A British visitor: the PDFs offered first are A4 (paper.spec.ts checks US Letter for en-US).
test.use({ locale: "en-GB" });

/*
 * The guide on the web (issue 29.2): /tools leads to it beside the download, and its contents list moves
 * the reader to each part. What the HTML alone shows (every part, its anchor, the sitemap, search) is
 * checked over the built files in tests/build/guide-page.test.ts.
 */

test("/tools links to the guide on the web, whose contents list moves to each part", async ({ page }) => {
  await page.goto("/tools");
  await waitForHydration(page);
  await page.getByRole("link", { name: toolsPage.guide.webLink }).click();
  await expect(page).toHaveURL("/guide");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(guidePage.hero.title);
  // The PDF is still one tap away.
  await expect(page.getByRole("link", { name: guidePage.download.label })).toHaveAttribute("href", guidePath);

  const contents = page.getByRole("navigation", { name: guide.labels.contentsTitle });
  await expect(contents.getByRole("link")).toHaveCount(guideParts.length);
  for (const part of [guideParts[2]!, guideParts.at(-1)!]) {
    await contents.getByRole("link", { name: part.title, exact: true }).click();
    await expect(page).toHaveURL(`/guide#${part.id}`);
    const heading = page.getByRole("heading", { level: 2, name: part.title, exact: true });
    await expect(heading).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
  }
});
