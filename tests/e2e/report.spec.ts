import { reportPlacePath } from "#app/components/report/report-place.ts";
import { chooseChannels } from "#app/content/report/index.ts";
import { reportPage } from "#app/content/pages/report.ts";
import { patterns } from "#app/content/patterns.ts";
import { reportChannels, reportStates, usStates } from "#app/content/report/index.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { siteConfig } from "#app/site.config.ts";
import { axeInTheme } from "./axe.ts";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/*
 * /report, "Report a pattern" (issues 36 and 52): "What happened?" and the place lead to the place's
 * pre-rendered page at the answer (/report/de#money), whose heading takes the focus, on a phone too;
 * without JavaScript the directory and the answers' list are links to the same pages; the complaint
 * letter names the pattern a pattern page sent them from, and copies.
 */

const { chooser, problems, placePage, directory, complaint } = reportPage;
const linkName = (name: string) => `${name} ${directory.labels.newTab}`;

/** The answer's part of a place's page: its heading, and the links to the bodies to try first. */
async function expectAnswer(page: Page, place: "de" | "gb", problem: "money" | "privacy") {
  const heading = page.getByRole("heading", { level: 2, name: problems[problem].title, exact: true });
  await expect(heading).toBeVisible();
  const section = page.locator(`section#${problem}`);
  const { first } = chooseChannels(reportChannels, place, null, problem);
  expect(first.length).toBeGreaterThan(0);
  for (const channel of first)
    await expect(
      section.getByRole("link", { name: linkName(channel.name), exact: true }).first(),
    ).toHaveAttribute("href", channel.url);
  return heading;
}

test("the chooser opens the place's page at the answer, with the bodies to try first; a reload gives the same", async ({
  page,
}) => {
  await page.goto("/report");
  await waitForHydration(page);
  await page.getByRole("radio", { name: problems.money.label }).check();
  await page.getByLabel(chooser.placeLabel).selectOption({ label: "Germany" });
  await page.getByRole("button", { name: chooser.button }).click();
  await expect(page).toHaveURL(/\/report\/de#money$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    fillTemplate(placePage.title, { place: "Germany" }),
  );
  const heading = await expectAnswer(page, "de", "money");
  await expect(heading).toBeFocused();

  await page.reload();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/report\/de#money$/);
  await expect(await expectAnswer(page, "de", "money")).toBeInViewport();
});

test("the old addresses lead to the place's page, and one naming no listed place gets a clear answer", async ({
  page,
}) => {
  await page.goto("/report?in=uk&what=privacy");
  await expect(page).toHaveURL(/\/report\/gb#privacy$/);
  await expectAnswer(page, "gb", "privacy");

  await page.goto("/report?in=atlantis");
  await waitForHydration(page);
  await expect(page.getByRole("status")).toHaveText(fillTemplate(chooser.unknown, { value: "atlantis" }));
  await expect(page.getByRole("link", { name: "Japan", exact: true })).toBeVisible();
});

test("on a phone, Show brings the first answer into view and moves the focus there", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/report");
  await waitForHydration(page);
  // The first question is on the first screen.
  await expect(page.getByRole("radio", { name: problems.money.label })).toBeInViewport();
  await page.getByRole("radio", { name: problems.money.label }).check();
  await page.getByLabel(chooser.placeLabel).selectOption({ label: "Germany" });
  const show = page.getByRole("button", { name: chooser.button });
  expect((await show.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await show.click();
  const heading = page.getByRole("heading", { level: 2, name: problems.money.title, exact: true });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  const box = (await heading.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(667);
  // The first body to try is on the same screen, below its heading.
  const { first } = chooseChannels(reportChannels, "de", null, "money");
  await expect(
    page.locator("section#money").getByRole("link", { name: linkName(first[0]!.name), exact: true }),
  ).toBeInViewport();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the directory and the answers are links to the pre-rendered pages", async ({ page }) => {
    await page.goto("/report");
    await page.locator("#directory").getByRole("link", { name: "Germany", exact: true }).click();
    await expect(page).toHaveURL("/report/de");
    await page
      .getByRole("navigation", { name: placePage.jumpTitle })
      .getByRole("link", { name: problems.money.title })
      .click();
    await expect(page).toHaveURL("/report/de#money");
    await expect(await expectAnswer(page, "de", "money")).toBeInViewport();
    // The rest, closed under their count, open when tapped.
    const { rest } = chooseChannels(reportChannels, "de", null, "money");
    const others = page.locator("section#money details");
    await others.locator("summary").click();
    for (const channel of rest)
      await expect(others.getByRole("link", { name: linkName(channel.name), exact: true })).toBeVisible();

    // A US state's page: the state's own bodies, then the federal ones.
    const state = reportStates[0];
    expect(state, "the directory lists at least one US state").toBeDefined();
    await page.goto("/report");
    await page.locator("#directory").getByRole("link", { name: usStates[state!], exact: true }).click();
    await expect(page).toHaveURL(reportPlacePath("us", state));
    const { first } = chooseChannels(reportChannels, "us", state!, "money");
    for (const channel of first)
      await expect(
        page.locator("section#money").getByRole("link", { name: linkName(channel.name), exact: true }),
      ).toBeVisible();
  });
});

test("an address whose anchor is not valid percent-encoding still gives the page, with no error", async ({
  page,
}) => {
  // The fixture fails the test on any uncaught error; decoding "#%E0" throws if nothing catches it.
  for (const path of ["/report#%E0", "/report/de#%E0", "/tools#%E0"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("a search result for a place opens its page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await dialog.getByRole("combobox", { name: "Search the site" }).fill("report in Japan");
  const title = fillTemplate(directory.placeTitle, { place: "Japan" });
  await dialog.getByRole("option").filter({ hasText: title }).first().click();
  await expect(page).toHaveURL(/\/report\/jp$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    fillTemplate(placePage.title, { place: "Japan" }),
  );
});

test("a pattern page's last word on resisting leads here, with the complaint already naming the pattern", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const pattern = patterns.find((candidate) => candidate.slug === "hidden-costs")!;
  await page.goto(`/patterns/${pattern.slug}`);
  await waitForHydration(page);
  const link = page
    .getByRole("region", { name: "How to resist it" })
    .getByRole("link", { name: "Report a pattern" });
  await link.click();
  await expect(page).toHaveURL(`/report?pattern=${pattern.slug}`);
  await expect(page.getByLabel(complaint.patternLabel)).toHaveValue(pattern.slug);
  const letter = page.locator("#complaint blockquote");
  // The letter names the pattern and links its page, where the company or the authority can read it.
  await expect(letter).toContainText(
    fillTemplate(complaint.body[2]!, {
      pattern: pattern.name.toLowerCase(),
      link: `${siteConfig.url}/patterns/${pattern.slug}`,
    }),
  );
  await page.getByRole("button", { name: `${complaint.copyLabel} ${complaint.copyTarget}` }).click();
  await expect(page.getByText(complaint.copied)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(pattern.name.toLowerCase());
  expect(copied.startsWith(fillTemplate(complaint.subject, { pattern: pattern.name.toLowerCase() }))).toBe(
    true,
  );

  // Choosing another pattern rewrites the letter and the address.
  await page.getByLabel(complaint.patternLabel).selectOption({ label: "Confirmshaming" });
  await expect(page).toHaveURL("/report?pattern=confirmshaming");
  await expect(letter).toContainText("confirmshaming");
});

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`axe finds no ${colorScheme === "light" ? "WCAG 2.2 A/AA" : "colour"} violations at ${width} px (${colorScheme}): the chooser used, and a place's page opened out`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme });
      await page.goto("/report?pattern=nagging");
      await waitForHydration(page);
      await page.getByRole("radio", { name: problems.privacy.label }).check();
      await page.getByLabel(chooser.placeLabel).selectOption({ label: "Ireland" });
      const chosen = await axeInTheme(page, colorScheme);
      expect(chosen.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

      await page.getByRole("button", { name: chooser.button }).click();
      await expect(page).toHaveURL(/\/report\/ie#privacy$/);
      // Every answer's rest open, so axe checks every entry.
      await page
        .locator("main details")
        .evaluateAll((lists) => lists.forEach((list) => ((list as HTMLDetailsElement).open = true)));
      const place = await axeInTheme(page, colorScheme);
      expect(place.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
}
