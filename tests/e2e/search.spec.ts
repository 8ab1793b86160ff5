import type { Page } from "@playwright/test";
import { axe } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { searchPage } from "#app/content/pages/search.ts";
import { expectTappable } from "./navigation.ts";

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });
const field = (page: Page) => dialog(page).getByRole("combobox", { name: "Search the site" });
const isIndex = (url: string) => new URL(url).pathname === "/search-index.json";

test.describe("site search", () => {
  test("loads nothing of search on page load, then the index once on first use", async ({ page }) => {
    const indexRequests: string[] = [];
    page.on("request", (request) => isIndex(request.url()) && indexRequests.push(request.url()));
    await page.goto("/");
    await waitForHydration(page);
    // Until the browser is idle after hydration: anything prefetched "when idle" would have started.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(indexRequests).toHaveLength(0);

    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await field(page).fill("nudge");
    await expect(dialog(page).getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await page.keyboard.press("/");
    await field(page).fill("dark pattern");
    await expect(dialog(page).getByRole("option").first()).toBeVisible();
    expect(indexRequests).toHaveLength(1);
  });

  test('"/" opens the dialog; a query shows the pattern and the term, marked; Escape restores focus', async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const button = page.getByRole("banner").getByRole("button", { name: "Search" });
    await button.focus();
    await page.keyboard.press("/");
    await expect(dialog(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
    await page.keyboard.type("variable reward");
    const options = dialog(page).getByRole("option");
    await expect(options.filter({ hasText: "Variable rewardsPattern" })).toHaveCount(1);
    await expect(options.filter({ hasText: "Variable RewardsTerm" })).toHaveCount(1);
    await expect(options.first().locator("mark").first()).toHaveText(/variable|rewards?/i);
    await expect(field(page)).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("Ctrl+K opens it; arrow keys and Enter open a result, deep links included", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.keyboard.press("Control+k");
    await expect(dialog(page)).toBeVisible();
    await field(page).fill("variable reward");
    const options = dialog(page).getByRole("option");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    const termIndex = (await options.allTextContents()).findIndex((text) =>
      text.startsWith("Variable RewardsTerm"),
    );
    expect(termIndex).toBeGreaterThanOrEqual(0);
    for (let step = 0; step < termIndex; step++) await page.keyboard.press("ArrowDown");
    await expect(options.nth(termIndex)).toHaveAttribute("aria-selected", "true");
    await expect(field(page)).toHaveAttribute(
      "aria-activedescendant",
      (await options.nth(termIndex).getAttribute("id"))!,
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/glossary#variable-rewards$/);
    await expect(dialog(page)).toBeHidden();
  });

  test('"/" typed in a text field stays in the field', async ({ page }) => {
    await page.goto("/glossary");
    await waitForHydration(page);
    const glossaryField = page.getByRole("searchbox", { name: "Search the glossary" });
    await glossaryField.fill("a/b");
    await expect(glossaryField).toHaveValue("a/b");
    await expect(dialog(page)).toBeHidden();
  });

  for (const width of [1280, 375]) {
    test(`at ${width} px the control is tappable and the open dialog has no axe violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await waitForHydration(page);
      const button = page.getByRole("banner").getByRole("button", { name: "Search" });
      await expectTappable(button);
      await button.click();
      await field(page).fill("variable reward");
      await expect(dialog(page).getByRole("option").first()).toBeVisible();
      const results = await axe(page);
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});

test.describe("/search", () => {
  test("reads ?q=, shows results, and keeps the query in the address while typing", async ({ page }) => {
    await page.goto("/search?q=cancel%20subscription");
    await waitForHydration(page);
    const main = page.getByRole("main");
    const input = main.getByRole("searchbox", { name: "Search the site" });
    await expect(input).toHaveValue("cancel subscription");
    await expect(main.getByRole("status")).toHaveText(/results? for "cancel subscription"/);
    await expect(main.getByRole("link", { name: /Hard to cancel\s*Pattern/ })).toBeVisible();

    await input.fill("DSA");
    await expect(page).toHaveURL(/\/search\?q=DSA$/);
    await expect(main.getByRole("link", { name: /Digital Services Act/ }).first()).toBeVisible();
    const results = await axe(page);
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test("odd input gets a friendly message, not an error", async ({ page }) => {
    await page.goto("/search");
    await waitForHydration(page);
    const main = page.getByRole("main");
    const input = main.getByRole("searchbox", { name: "Search the site" });
    await input.fill("(.*[ 🙂");
    await expect(main.getByRole("status")).toHaveText(/Nothing matches/);
    await input.fill("x".repeat(1000));
    await expect(main.getByRole("status")).toHaveText(/Nothing matches/);
  });
});

test("a search for dark mode says it is not a dark pattern, on the page and in the dialog", async ({
  page,
}) => {
  const [note] = searchPage.notes;
  await page.goto("/search?q=dark+mode");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main.getByText(note!.text)).toBeVisible();
  const link = main.getByRole("link", { name: note!.link.label });
  await expect(link).toHaveAttribute("href", note!.link.href);
  await expectTappable(link);

  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  await field(page).fill("Dark Mode");
  await expect(dialog(page).getByText(note!.text)).toBeVisible();
  await dialog(page).getByRole("link", { name: note!.link.label }).click();
  await expect(page).toHaveURL(new RegExp(`${note!.link.href}$`));
  await expect(dialog(page)).toBeHidden();
});
