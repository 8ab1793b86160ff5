import { expect, test } from "@playwright/test";
import { enforcementRecords, recordsForPattern } from "../../app/content/enforcement";
import { enforcementPage } from "../../app/content/pages/enforcement";
import { fillTemplate } from "../../app/lib/template";

/*
 * /enforcement without JavaScript: every record is in the page, newest first; the filters, which
 * could not work, are disabled and the page says so; years and records are reachable by their anchors.
 */

const text = enforcementPage.filters;
const total = enforcementRecords.length;

test("every record is listed, and the disabled filters say why", async ({ page }) => {
  await page.goto("/enforcement");
  const main = page.getByRole("main");
  const records = main.getByRole("article");
  await expect(records).toHaveCount(total);
  for (const [index, record] of enforcementRecords.entries())
    await expect(records.nth(index)).toHaveAttribute("id", record.id);
  await expect(main.getByText(fillTemplate(text.noScript, { total }))).toBeVisible();
  for (const label of [text.pattern, text.jurisdiction, text.year, text.stage])
    await expect(main.getByLabel(label, { exact: true })).toBeDisabled();
});

test("a filtered address still lists every record, and anchors reach years and records", async ({ page }) => {
  await page.goto("/enforcement?pattern=hard-to-cancel&year=2025");
  const main = page.getByRole("main");
  await expect(main.getByRole("article")).toHaveCount(total);

  const year = enforcementRecords.at(-1)!.date.slice(0, 4);
  await main
    .getByRole("navigation", { name: text.jumpToYear })
    .getByRole("link", { name: year, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`#year-${year}$`));
  await expect(main.getByRole("heading", { level: 3, name: year, exact: true })).toBeInViewport();

  const [record] = recordsForPattern("hard-to-cancel");
  await page.goto(`/patterns/hard-to-cancel`);
  await page.locator(`a[href="/enforcement#${record!.id}"]`).click();
  await expect(page.locator(`article#${record!.id}`)).toBeInViewport();
});
