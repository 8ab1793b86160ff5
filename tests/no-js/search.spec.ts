import { expect, test } from "@playwright/test";
import { transparencyPage } from "#app/content/pages/transparency.ts";
import { searchPage } from "#app/content/pages/search.ts";
import { patterns } from "#app/content/patterns.ts";

/* Search runs in the browser. Without JavaScript the header's control is a link to /search, which says so and lists every page. */
test("without JavaScript, search is a link to /search, which explains and lists every page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: searchPage.label })).toBeVisible();
  await expect(main.getByText(searchPage.needsScript)).toBeVisible();
  const allPages = main.getByRole("region", { name: searchPage.allPagesTitle });
  await expect(allPages.getByRole("link", { name: transparencyPage.hero.title })).toBeVisible();
  const pattern = patterns.find((entry) => entry.slug === "variable-rewards")!;
  await expect(allPages.getByRole("link", { name: pattern.name })).toBeVisible();
  expect(await allPages.getByRole("link").count()).toBeGreaterThan(35);
});
