import type { Page } from "@playwright/test";
import { searchPage } from "#app/content/pages/search.ts";
import { patterns } from "#app/content/patterns.ts";
import { axe } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * Search that forgives (issue 26.4), in the browser: the query set itself runs over the real index in
 * Vitest (app/components/search/search-quality.test.ts); here, what a visitor sees on /search and in
 * the header's dialog, including the no-result state that points to the library and the glossary.
 */
const pattern = (slug: string) => patterns.find((entry) => entry.slug === slug)!;
const confirmshaming = pattern("confirmshaming");
const dialog = (page: Page) => page.getByRole("dialog", { name: searchPage.label });
const suggestions = searchPage.noResultsSuggestions.links;

test("a name typed in two words finds its pattern first on /search", async ({ page }) => {
  await page.goto("/search?q=confirm%20shaming");
  await waitForHydration(page);
  const results = page.getByRole("main").getByRole("list", { name: searchPage.meta.title });
  await expect(results.getByRole("link").first()).toHaveAttribute("href", "/patterns/confirmshaming");
  await expect(results.getByRole("link").first()).toContainText(confirmshaming.name);
});

test("a search that finds nothing on /search suggests the library and the glossary", async ({ page }) => {
  await page.goto("/search?q=qwxzv");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("status")).toHaveText(/"qwxzv"/);
  for (const link of suggestions) {
    await expect(main.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
  }
  const results = await axe(page);
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test("the header's dialog suggests them too, and following one closes it", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  const field = dialog(page).getByRole("combobox", { name: searchPage.label });
  await field.fill("click-to-cancel");
  await expect(dialog(page).getByRole("option").first()).toContainText(pattern("hard-to-cancel").name);
  await field.fill("qwxzv");
  await expect(dialog(page).getByRole("status")).toHaveText(/"qwxzv"/);
  await expect(dialog(page).getByRole("option")).toHaveCount(0);
  const library = dialog(page).getByRole("link", { name: suggestions[0]!.label });
  await expect(library).toBeVisible();
  await expect(dialog(page).getByRole("link", { name: suggestions[1]!.label })).toBeVisible();
  const results = await axe(page, { include: ["dialog"] });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await library.click();
  await expect(page).toHaveURL(suggestions[0]!.href);
  await expect(dialog(page)).toBeHidden();
});
