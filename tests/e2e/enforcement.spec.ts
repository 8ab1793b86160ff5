import { readFileSync } from "node:fs";
import { parse as parseCsv } from "csv-parse/sync";
import { expect, layoutShifts, recordLayoutShifts, test, waitForHydration } from "./fixtures.ts";
import { caseExamples } from "#app/content/cases.ts";
import {
  authorityOf,
  enforcementRecords,
  recordJurisdiction,
  recordsForPattern,
  totalMoney,
} from "#app/content/enforcement.ts";
import { casesPage } from "#app/content/pages/cases.ts";
import { homePage } from "#app/content/pages/home.ts";
import { enforcementPage } from "#app/content/pages/enforcement.ts";
import { patternsPage } from "#app/content/pages/patterns.ts";
import { sortRecords } from "#app/lib/enforcement-filter.ts";
import { fillCount, fillTemplate } from "#app/lib/template.ts";

/*
 * /enforcement with JavaScript (issues 27 and 33): the filters act at once, each choice counts what it
 * would leave given the others, their state and the sort live in the address, the filtered view
 * downloads as it is, and on a phone the first record is on the first screen. Expected rows come from
 * the data.
 */

const text = enforcementPage.filters;
const total = enforcementRecords.length;
const showing = (shown: number) => fillTemplate(text.showing, { shown, total });
const rowLinks = (records: { id: string }[]) => records.map((record) => `/enforcement/${record.id}`);

test("the filters narrow the table at once, count what each choice would leave, and keep their state in the address", async ({
  page,
}) => {
  await page.goto("/enforcement");
  await waitForHydration(page);
  const main = page.getByRole("main");
  const rows = main.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(total);
  await expect(main.getByRole("status")).toHaveText(showing(total));

  const byPattern = recordsForPattern("hard-to-cancel");
  const pattern = main.getByLabel(text.pattern, { exact: true });
  const jurisdiction = main.getByLabel(text.jurisdiction, { exact: true });
  const year = main.getByLabel(text.year, { exact: true });
  await expect(pattern.locator('option[value="hard-to-cancel"]')).toHaveText(
    `Hard to cancel (${byPattern.length})`,
  );
  await pattern.selectOption("hard-to-cancel");
  await expect(page).toHaveURL(/\/enforcement\?pattern=hard-to-cancel$/);
  await expect(rows).toHaveCount(byPattern.length);
  await expect(main.getByRole("status")).toHaveText(showing(byPattern.length));

  // The jurisdiction's counts now count hard-to-cancel records only.
  const federal = byPattern.filter((record) => recordJurisdiction(record) === "us-federal");
  await expect(jurisdiction.locator('option[value="us-federal"]')).toHaveText(
    `United States (federal) (${federal.length})`,
  );
  await jurisdiction.selectOption("us-federal");
  await expect(rows).toHaveCount(federal.length);
  // A year that would show nothing with these two says so, and cannot be chosen.
  const years = [...new Set(enforcementRecords.map((record) => record.date.slice(0, 4)))];
  const empty = years.find((value) => !federal.some((record) => record.date.startsWith(value)))!;
  const emptyOption = year.locator(`option[value="${empty}"]`);
  await expect(emptyOption).toHaveText(`${empty} (0: ${text.noMatch})`);
  await expect(emptyOption).toBeDisabled();
  const full = years.find((value) => federal.some((record) => record.date.startsWith(value)))!;
  await year.selectOption(full);
  await expect(page).toHaveURL(new RegExp(`\\?pattern=hard-to-cancel&jurisdiction=us-federal&year=${full}$`));
  const all = federal.filter((record) => record.date.startsWith(full));
  await expect(rows).toHaveCount(all.length);

  // The address restores the view: a shared link opens filtered.
  await page.goto(page.url());
  await waitForHydration(page);
  await expect(pattern).toHaveValue("hard-to-cancel");
  await expect(year).toHaveValue(full);
  await expect(rows).toHaveCount(all.length);

  await main.getByRole("button", { name: text.clear }).click();
  await expect(page).toHaveURL(/\/enforcement$/);
  await expect(rows).toHaveCount(total);

  // A value the record does not offer shows everything rather than nothing.
  await page.goto("/enforcement?pattern=not-a-pattern");
  await waitForHydration(page);
  await expect(rows).toHaveCount(total);
  await expect(pattern).toHaveValue("");
});

test("the table sorts by date, authority and amount, and the sort is in the address", async ({ page }) => {
  await page.goto("/enforcement");
  await waitForHydration(page);
  const table = page.getByRole("main").getByRole("table");
  const links = table.locator("tbody tr a");
  const sortable = enforcementRecords.map((record) => ({
    id: record.id,
    date: record.date,
    authorityName: authorityOf(record.authorities[0]!).shortName,
    amount: totalMoney(record)?.amount ?? null,
    currency: totalMoney(record)?.currency ?? null,
  }));
  const header = (name: string) => table.getByRole("columnheader", { name: new RegExp(`^${name}`) });
  await expect(header(enforcementPage.table.date)).toHaveAttribute("aria-sort", "descending");

  await header(enforcementPage.table.money).getByRole("button").click();
  await expect(page).toHaveURL(/\?sort=amount&dir=desc$/);
  await expect(header(enforcementPage.table.money)).toHaveAttribute("aria-sort", "descending");
  await expect
    .poll(() => links.evaluateAll((items) => items.map((item) => item.getAttribute("href"))))
    .toEqual(rowLinks(sortRecords(sortable, { key: "amount", dir: "desc" })));

  await header(enforcementPage.table.authority).getByRole("button").click();
  await expect(page).toHaveURL(/\?sort=authority&dir=asc$/);
  await expect
    .poll(() => links.evaluateAll((items) => items.map((item) => item.getAttribute("href"))))
    .toEqual(rowLinks(sortRecords(sortable, { key: "authority", dir: "asc" })));
  await header(enforcementPage.table.authority).getByRole("button").click();
  await expect(page).toHaveURL(/\?sort=authority&dir=desc$/);
  await expect(header(enforcementPage.table.authority)).toHaveAttribute("aria-sort", "descending");
});

test("a filtered view downloads as CSV and JSON holding exactly its records", async ({ page }) => {
  const expected = recordsForPattern("hidden-costs").map((record) => record.id);
  await page.goto("/enforcement?pattern=hidden-costs");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(
    main.getByText(fillCount(enforcementPage.filteredDownloads.lead, expected.length)),
  ).toBeVisible();

  const [csvDownload] = await Promise.all([
    page.waitForEvent("download"),
    main.getByRole("button", { name: enforcementPage.filteredDownloads.csv, exact: true }).click(),
  ]);
  const csvText = readFileSync((await csvDownload.path())!, "utf8");
  expect(csvText.charCodeAt(0)).toBe(0xfeff);
  const rows = parseCsv(csvText, { columns: true, bom: true }) as { id: string }[];
  expect(rows.map((row) => row.id).sort()).toEqual([...expected].sort());

  const [jsonDownload] = await Promise.all([
    page.waitForEvent("download"),
    main.getByRole("button", { name: enforcementPage.filteredDownloads.json, exact: true }).click(),
  ]);
  const json = JSON.parse(readFileSync((await jsonDownload.path())!, "utf8")) as {
    records: { id: string }[];
  };
  expect(json.records.map((record) => record.id).sort()).toEqual([...expected].sort());
});

test("on a phone the first record is on the first screen, takes the tap and opens its page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await recordLayoutShifts(page);
  await page.goto("/enforcement");
  await waitForHydration(page);
  // Hydration swaps the pre-rendered count line for the live one: the list under it must not move.
  expect(await layoutShifts(page)).toEqual([]);
  const first = enforcementRecords[0]!;
  const link = page
    .getByRole("main")
    .getByRole("link", { name: new RegExp(`^${first.company.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
    .first();
  await expect(link).toBeInViewport({ ratio: 1 });
  const box = (await link.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(667);
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.getAttribute("href") ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe(`/enforcement/${first.id}`);
  // The filters wait behind a button, and open in place.
  const toggle = page.getByRole("main").getByRole("button", { name: text.toggle, exact: true });
  await toggle.click();
  await expect(page.getByRole("main").getByLabel(text.pattern, { exact: true })).toBeVisible();
  await toggle.click();
  await link.click();
  await expect(page).toHaveURL(`/enforcement/${first.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.company);
});

test("a record's page shows its history, its sources' words and a way back", async ({ page }) => {
  const record = enforcementRecords.find(
    (entry) => entry.patterns.includes("hard-to-cancel") && entry.events.length > 1,
  )!;
  await page.goto(`/enforcement/${record.id}`);
  await waitForHydration(page);
  const main = page.getByRole("main");
  const text = enforcementPage.recordPage;
  await expect(main.getByRole("heading", { level: 2, name: text.historyTitle })).toBeVisible();
  const history = main.locator("section", { has: page.getByRole("heading", { name: text.historyTitle }) });
  await expect(history.getByRole("listitem")).toHaveCount(record.events.length);
  const evidence = main.locator("section", { has: page.getByRole("heading", { name: text.evidenceTitle }) });
  await expect(evidence.locator("blockquote")).toHaveCount(record.evidence.length);
  await expect(main.getByRole("link", { name: "Hard to cancel" })).toHaveAttribute(
    "href",
    "/patterns/hard-to-cancel",
  );
  await main.getByRole("link", { name: text.back }).first().click();
  await expect(page).toHaveURL("/enforcement");
});

test("a pattern page's Enforcement section leads to the record's own page", async ({ page }) => {
  const [record] = recordsForPattern("fake-urgency");
  await page.goto("/patterns/fake-urgency");
  await waitForHydration(page);
  const section = page.locator("section", {
    has: page.getByRole("heading", { level: 2, name: patternsPage.page.enforcementTitle }),
  });
  await expect(section.getByRole("link", { name: patternsPage.page.enforcementRecordLink })).toHaveCount(
    recordsForPattern("fake-urgency").length,
  );
  // The link's name adds the company for screen readers ("Read the record: …"); Chromium may put a space before the colon.
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await section
    .getByRole("link", {
      name: new RegExp(
        `^${escape(patternsPage.page.enforcementRecordLink)}\\s*: ${escape(record!.company)}$`,
      ),
    })
    .click();
  await expect(page).toHaveURL(`/enforcement/${record!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(record!.company);
});

test("/cases points to the record, and each card links the real actions against its techniques", async ({
  page,
}) => {
  await page.goto("/cases");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(
    main.getByRole("link", { name: casesPage.enforcement.link.label, exact: true }),
  ).toHaveAttribute("href", "/enforcement");
  for (const item of caseExamples) {
    const card = main.locator(`li#${item.id} article`);
    const slugs = new Set(Object.values(item.patternLinks));
    const expected = enforcementRecords.filter((record) => record.patterns.some((slug) => slugs.has(slug)));
    const links = card.locator('a[href^="/enforcement/"]');
    await expect(links).toHaveCount(expected.length);
    for (const [index, record] of expected.entries())
      await expect(links.nth(index)).toHaveAttribute("href", `/enforcement/${record.id}`);
  }
});

test("on /cases a technique that links to the library looks like a link, and one that does not, does not", async ({
  page,
}) => {
  await page.goto("/cases");
  await waitForHydration(page);
  const card = page.getByRole("main").locator("li#e-commerce article");
  const techniques = card.getByRole("list").first().getByRole("listitem");
  const item = caseExamples.find((entry) => entry.id === "e-commerce")!;
  for (const [index, technique] of item.techniques.entries()) {
    const entry = techniques.nth(index);
    const link = entry.getByRole("link");
    if (item.patternLinks[technique]) {
      await expect(link).toHaveAttribute("href", `/patterns/${item.patternLinks[technique]}`);
      await expect(link).toHaveCSS("text-decoration-line", "underline");
    } else {
      await expect(link).toHaveCount(0);
      const text = entry.getByText(technique, { exact: true });
      await expect(text).toHaveCSS("text-decoration-line", "none");
      await expect(text).toHaveCSS("border-top-width", "0px");
    }
  }
});

test("the home page points to the record", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(
    page.getByRole("main").getByRole("link", { name: homePage.record.link.label }),
  ).toHaveAttribute("href", "/enforcement");
});
