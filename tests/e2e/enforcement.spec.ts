import { expect, test, waitForHydration } from "./fixtures";
import { caseExamples } from "../../app/content/cases";
import { enforcementRecords, recordsForPattern } from "../../app/content/enforcement";
import { casesPage } from "../../app/content/pages/cases";
import { homePage } from "../../app/content/pages/home";
import { enforcementPage } from "../../app/content/pages/enforcement";
import { patternsPage } from "../../app/content/pages/patterns";
import { fillTemplate } from "../../app/lib/template";

/*
 * /enforcement with JavaScript (issue 27): the filters act at once, their state lives in the address
 * so a view can be shared, and the address restores it on load. Expected counts come from the data.
 */

const text = enforcementPage.filters;
const total = enforcementRecords.length;
const showing = (shown: number) => fillTemplate(text.showing, { shown, total });

test("the filters narrow the record at once and keep their state in the address", async ({ page }) => {
  await page.goto("/enforcement");
  await waitForHydration(page);
  const main = page.getByRole("main");
  const records = main.getByRole("article");
  await expect(records).toHaveCount(total);
  await expect(main.getByRole("status")).toHaveText(showing(total));

  const byPattern = recordsForPattern("hard-to-cancel");
  await main.getByLabel(text.pattern, { exact: true }).selectOption("hard-to-cancel");
  await expect(page).toHaveURL(/\/enforcement\?pattern=hard-to-cancel$/);
  await expect(records).toHaveCount(byPattern.length);
  await expect(main.getByRole("status")).toHaveText(showing(byPattern.length));
  for (const record of byPattern) await expect(main.locator(`article#${record.id}`)).toBeVisible();

  const both = byPattern.filter(
    (record) => record.jurisdiction === "us-federal" && record.stage === "settlement",
  );
  await main.getByLabel(text.jurisdiction, { exact: true }).selectOption("us-federal");
  await main.getByLabel(text.stage, { exact: true }).selectOption("settlement");
  await expect(page).toHaveURL(/\?pattern=hard-to-cancel&jurisdiction=us-federal&stage=settlement$/);
  await expect(records).toHaveCount(both.length);

  // The address restores the view: a shared link opens filtered.
  await page.goto(page.url());
  await waitForHydration(page);
  await expect(main.getByLabel(text.pattern, { exact: true })).toHaveValue("hard-to-cancel");
  await expect(main.getByLabel(text.stage, { exact: true })).toHaveValue("settlement");
  await expect(records).toHaveCount(both.length);

  await main.getByRole("button", { name: text.clear }).click();
  await expect(page).toHaveURL(/\/enforcement$/);
  await expect(records).toHaveCount(total);
});

test("a year filter shows that year's group only, and a value the record does not offer shows everything", async ({
  page,
}) => {
  const year = enforcementRecords[0]!.date.slice(0, 4);
  await page.goto(`/enforcement?year=${year}`);
  await waitForHydration(page);
  const main = page.getByRole("main");
  const inYear = enforcementRecords.filter((record) => record.date.startsWith(year));
  await expect(main.getByRole("article")).toHaveCount(inYear.length);
  await expect(main.getByRole("heading", { level: 3, name: year, exact: true })).toBeVisible();

  await page.goto("/enforcement?pattern=not-a-pattern");
  await waitForHydration(page);
  await expect(main.getByRole("article")).toHaveCount(total);
  await expect(main.getByLabel(text.pattern, { exact: true })).toHaveValue("");
});

test("a pattern page's Enforcement section leads to the record's own anchor", async ({ page }) => {
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
  await expect(page).toHaveURL(`/enforcement#${record!.id}`);
  await expect(page.locator(`article#${record!.id}`)).toBeInViewport();
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
    const links = card.locator('a[href^="/enforcement#"]');
    await expect(links).toHaveCount(expected.length);
    for (const [index, record] of expected.entries())
      await expect(links.nth(index)).toHaveAttribute("href", `/enforcement#${record.id}`);
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
