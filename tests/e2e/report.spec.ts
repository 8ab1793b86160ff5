import { reportPage } from "../../app/content/pages/report";
import { patterns } from "../../app/content/patterns";
import { channelsOf, reportChannels, reportPlaces } from "../../app/content/report";
import { fillTemplate } from "../../app/lib/template";
import { siteConfig } from "../../app/site.config";
import { axeInTheme } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

/*
 * /report, "Report a pattern" (issue 36): the visitor picks where they live and the address keeps the
 * choice; every place reads without JavaScript at its anchor; the complaint letter names the pattern a
 * pattern page sent them from, and copies.
 */

const { picker, directory, complaint } = reportPage;
const chosenHeading = (place: string) => fillTemplate(picker.chosenTitle, { place });

test("choosing a country puts its channels first and the choice in the address", async ({ page }) => {
  await page.goto("/report");
  await waitForHydration(page);
  await page.getByLabel(picker.label).selectOption({ label: "France" });
  await expect(page).toHaveURL(/\/report\?in=fr$/);
  const chosen = page.getByRole("region", { name: chosenHeading("France") });
  await expect(chosen).toBeVisible();
  for (const channel of channelsOf("fr")) {
    const link = chosen.getByRole("link", {
      name: `${channel.name} ${directory.labels.newTab}`,
      exact: true,
    });
    await expect(link).toHaveAttribute("href", channel.url);
  }
  // A member state also gets the EU's own channels.
  const eu = page.getByRole("region", { name: picker.euTitle });
  for (const channel of channelsOf("eu"))
    await expect(eu.getByRole("link", { name: channel.name })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(chosenHeading("France"));

  // The address alone restores it, and "uk" is the United Kingdom.
  await page.goto("/report?in=uk");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: chosenHeading("United Kingdom") })).toBeVisible();
  await expect(page.getByLabel(picker.label)).toHaveValue("gb");
  await expect(page.getByRole("region", { name: picker.euTitle })).toHaveCount(0);
});

test("an address naming no listed place gets a clear answer and the whole list", async ({ page }) => {
  await page.goto("/report?in=atlantis");
  await waitForHydration(page);
  await expect(page.getByRole("status")).toHaveText(fillTemplate(picker.unknown, { value: "atlantis" }));
  await expect(page.getByRole("heading", { level: 4, name: "Japan", exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every place opens at its anchor and when tapped, with every channel linked to its own page", async ({
    page,
  }) => {
    await page.goto("/report#de");
    // Chrome opens the closed place around the address's target, no script needed.
    const germany = page.locator("#de");
    await expect(germany).toBeInViewport();
    await expect(page.getByRole("heading", { level: 4, name: "Germany", exact: true })).toBeInViewport();
    for (const channel of channelsOf("de"))
      await expect(germany.getByRole("link", { name: channel.name })).toBeVisible();
    for (const code of Object.keys(reportPlaces) as (keyof typeof reportPlaces)[]) {
      const place = page.locator("#directory details").filter({ has: page.locator(`#${code}`) });
      await expect(place.getByRole("heading", { name: reportPlaces[code].name, exact: true })).toHaveCount(1);
      // In the page though closed, so find-in-page and print reach them.
      await expect(place.locator(`#${code} > li`)).toHaveCount(channelsOf(code).length);
    }
    await expect(page.locator("#directory li > p a")).toHaveCount(reportChannels.length);
    // A closed place opens when its name is tapped.
    const japan = page.locator("#jp");
    await expect(japan).toBeHidden();
    await page.getByRole("heading", { level: 4, name: "Japan", exact: true }).click();
    await expect(japan.getByRole("link", { name: channelsOf("jp")[0]!.name })).toBeVisible();
    // On paper every place prints open.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("#se").getByRole("link", { name: channelsOf("se")[0]!.name })).toBeVisible();
  });
});

test("an address whose anchor is not valid percent-encoding still gives the page, with no error", async ({
  page,
}) => {
  // The fixture fails the test on any uncaught error; decoding "#%E0" throws if nothing catches it.
  for (const path of ["/report#%E0", "/tools#%E0"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("a search result for a place opens its channels in the directory", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await dialog.getByRole("combobox", { name: "Search the site" }).fill("report in Japan");
  const title = fillTemplate(directory.placeTitle, { place: "Japan" });
  await dialog.getByRole("option").filter({ hasText: title }).first().click();
  await expect(page).toHaveURL(/\/report#jp$/);
  const japan = page.locator("#jp");
  await expect(japan).toBeInViewport();
  for (const channel of channelsOf("jp"))
    await expect(japan.getByRole("link", { name: channel.name })).toBeVisible();
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
    test(`axe finds no ${colorScheme === "light" ? "WCAG 2.2 A/AA" : "colour"} violations at ${width} px (${colorScheme}), a country chosen`, async ({
      page,
    }) => {
      // axe over the whole directory of channels: about 19 s on 2 idle cores, over 30 s on a busy machine.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme });
      await page.goto("/report?in=ie&pattern=nagging");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: chosenHeading("Ireland") })).toBeVisible();
      // Every place open, so axe checks every channel's link too.
      await page
        .locator("#directory details")
        .evaluateAll((places) => places.forEach((place) => ((place as HTMLDetailsElement).open = true)));
      const results = await axeInTheme(page, colorScheme);
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
}

test("the picker is on the first screen of a phone, and its choices can be tapped", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/report");
  await waitForHydration(page);
  const select = page.getByLabel(picker.label);
  await expect(select).toBeInViewport();
  const box = (await select.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.y + box.height).toBeLessThanOrEqual(667);
});
