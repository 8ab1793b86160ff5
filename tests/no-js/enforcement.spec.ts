import { expect, test } from "@playwright/test";
import { enforcementRecords, recordJurisdiction, recordsForPattern } from "#app/content/enforcement.ts";
import { enforcementPage } from "#app/content/pages/enforcement.ts";
import { fillCount } from "#app/lib/template.ts";

/*
 * /enforcement without JavaScript: the whole table is in the page, newest first; the filters, which
 * could not work, are disabled and say why; the list can still be narrowed by pattern or jurisdiction
 * through links to pre-rendered pages, and every record's page reads in full.
 */

const text = enforcementPage.filters;
const rowLinks = (records: { id: string }[]) => records.map((record) => `/enforcement/${record.id}`);

test("the full table is listed, and the disabled filters say why and where to go instead", async ({
  page,
}) => {
  await page.goto("/enforcement");
  const main = page.getByRole("main");
  const links = main.getByRole("table").locator("tbody tr a");
  expect(await links.evaluateAll((items) => items.map((item) => item.getAttribute("href")))).toEqual(
    rowLinks(enforcementRecords),
  );
  await expect(main.getByRole("status")).toHaveText(
    `${fillCount(text.count, enforcementRecords.length)} ${text.noScript}`,
  );
  // Shown by CSS only where scripting is off; with scripts on, the count line stays one line.
  await expect(main.getByText(text.noScript)).toBeVisible();
  for (const label of [text.pattern, text.jurisdiction, text.authority, text.year, text.stage])
    await expect(main.getByLabel(label, { exact: true })).toBeDisabled();
});

test("links narrow the list by pattern and by jurisdiction, to pre-rendered pages", async ({ page }) => {
  await page.goto("/enforcement");
  const main = page.getByRole("main");
  await main.getByText(enforcementPage.narrowed.browse, { exact: true }).click();
  const byPattern = recordsForPattern("hard-to-cancel");
  await main.getByRole("link", { name: `Hard to cancel (${byPattern.length})` }).click();
  await expect(page).toHaveURL("/enforcement/pattern/hard-to-cancel");
  const links = main.getByRole("table").locator("tbody tr a");
  expect(await links.evaluateAll((items) => items.map((item) => item.getAttribute("href")))).toEqual(
    rowLinks(byPattern),
  );
  await expect(main.getByLabel(text.pattern, { exact: true })).toHaveValue("hard-to-cancel");

  const uk = enforcementRecords.filter((record) => recordJurisdiction(record) === "uk");
  await main.getByRole("link", { name: `United Kingdom (${uk.length})` }).click();
  await expect(page).toHaveURL("/enforcement/jurisdiction/uk");
  expect(await links.evaluateAll((items) => items.map((item) => item.getAttribute("href")))).toEqual(
    rowLinks(uk),
  );
  await main.getByRole("link", { name: enforcementPage.narrowed.all }).click();
  await expect(page).toHaveURL("/enforcement");
});

test("a record's page reads in full, and its citation opens", async ({ page }) => {
  const record = enforcementRecords.find((entry) => entry.events.length >= 3) ?? enforcementRecords[0]!;
  await page.goto(`/enforcement/${record.id}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(record.company);
  await expect(main.getByText(record.summary)).toBeVisible();
  await expect(
    main.locator("section", { has: page.getByRole("heading", { name: "History" }) }).getByRole("listitem"),
  ).toHaveCount(record.events.length);
  await main.getByText("Cite this").click();
  await expect(main.getByText(`/enforcement/${record.id}`, { exact: false }).first()).toBeVisible();
});
