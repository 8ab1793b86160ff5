import { expect, test } from "@playwright/test";

/* Search runs in the browser. Without JavaScript the header's control is a link to /search, which says so and lists every page. */
test("without JavaScript, search is a link to /search, which explains and lists every page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Search the site" })).toBeVisible();
  await expect(main.getByText("Search needs JavaScript")).toBeVisible();
  const allPages = main.getByRole("region", { name: "All pages" });
  await expect(allPages.getByRole("link", { name: "Transparency" })).toBeVisible();
  await expect(allPages.getByRole("link", { name: "Variable rewards" })).toBeVisible();
  expect(await allPages.getByRole("link").count()).toBeGreaterThan(35);
});
