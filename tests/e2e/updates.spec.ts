import { updatesPage } from "#app/content/pages/updates.ts";
import { updateEntries } from "#app/data/updates-data.server.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { updatesPageCount, updatesPerPage } from "#app/lib/updates-pages.ts";
import { expect, test } from "./fixtures.ts";

/*
 * /updates a page at a time (issue 56, ADR 041): "Older updates" and "Newer updates" lead through the
 * pages, each showing its own changes, whether the page was loaded or reached by a link.
 */
const entries = updateEntries();
const pages = updatesPageCount(entries.length);
const firstOf = (page: number) => entries[(page - 1) * updatesPerPage]!.title;

test("Older and Newer updates lead through the pages, each with its own changes", async ({ page }) => {
  expect(pages, "pages of updates").toBeGreaterThanOrEqual(3);
  const main = page.getByRole("main");
  const nav = page.getByRole("navigation", { name: updatesPage.pages.label });
  const showsPage = async (number: number) => {
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      number === 1 ? updatesPage.hero.title : fillTemplate(updatesPage.pageTitle, { page: number, pages }),
    );
    await expect(main.getByRole("heading", { level: 3 }).first()).toHaveText(firstOf(number));
    await expect(nav).toContainText(fillTemplate(updatesPage.pages.position, { page: number, pages }));
  };
  // Landed on the second page, then on by links: the list a page's link shows is that page's.
  await page.goto("/updates/page/2");
  await showsPage(2);
  await nav.getByRole("link", { name: updatesPage.pages.older }).click();
  await expect(page).toHaveURL(/\/updates\/page\/3$/);
  await showsPage(3);
  await nav.getByRole("link", { name: updatesPage.pages.newer }).click();
  await expect(page).toHaveURL(/\/updates\/page\/2$/);
  await showsPage(2);
  await nav.getByRole("link", { name: updatesPage.pages.newer }).click();
  await expect(page).toHaveURL(/\/updates$/);
  await showsPage(1);
  await expect(nav.getByRole("link", { name: updatesPage.pages.newer })).toHaveCount(0);
});
