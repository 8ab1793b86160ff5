import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

const terms = [
  "Attention Economy",
  "Choice Architecture",
  "Contextual Bandits",
  "Dark Patterns",
  "Friction",
  "Infinite Scroll",
  "Nudge",
  "Social Validation",
  "Sycophancy",
  "Variable Rewards",
];

const noMatch = (query: string) => `No terms found matching "${query}". Try a different search term.`;

/** The term buttons of the list (the "Jump to a term" links are links, not buttons). */
const termButtons = (page: Page) =>
  page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("button");
const termButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search the glossary" });

async function open(page: Page, url = "/glossary") {
  await page.goto(url);
  await waitForHydration(page);
}

test.describe("glossary", () => {
  test("the pre-rendered page lists all 10 terms and publishes them as a DefinedTermSet", async ({
    request,
  }) => {
    const response = await request.get("/glossary?q=nudge");
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const term of terms) expect(html).toContain(`>${term}<`);
    // Ten term buttons, each controlling its (closed) example.
    expect(html.match(/aria-expanded="false" aria-controls="[a-z-]+-example"/g)?.length).toBe(10);
    expect(html).not.toMatch(/aria-expanded="true" aria-controls="[a-z-]+-example"/);

    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    const data = JSON.parse(jsonLd!) as {
      "@type": string;
      hasDefinedTerm: { "@type": string; name: string; url: string }[];
    };
    expect(data["@type"]).toBe("DefinedTermSet");
    expect(data.hasDefinedTerm.map((entry) => entry.name)).toEqual(terms);
    expect(data.hasDefinedTerm.every((entry) => entry["@type"] === "DefinedTerm")).toBe(true);
    expect(data.hasDefinedTerm.find((entry) => entry.name === "Variable Rewards")?.url).toMatch(
      /\/glossary#variable-rewards$/,
    );
  });

  test("starts with an empty search and no example open", async ({ page }) => {
    await open(page);
    await expect(search(page)).toHaveValue("");
    await expect(termButtons(page)).toHaveCount(10);
    for (const name of terms) await expect(termButton(page, name)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("Pulling down to refresh a feed")).toBeHidden();
  });

  test("search matches term names and definitions case-insensitively, and highlights matches", async ({
    page,
  }) => {
    await open(page);
    await search(page).fill("NUDGE");
    await expect(termButton(page, "Nudge")).toBeVisible();
    await expect(termButtons(page)).toHaveCount(1);
    await expect(page.getByRole("status")).toHaveText("Showing 1 of 10 terms");
    await expect(page.locator("mark", { hasText: /^Nudge$/ })).toHaveCount(1);

    // "chatbot" appears only in the definition of Sycophancy.
    await search(page).fill("chatBOT");
    await expect(termButtons(page)).toHaveText(["Sycophancy"]);
    await expect(page.locator("mark")).toHaveText(["chatbot"]);

    await search(page).fill("");
    await expect(termButtons(page)).toHaveCount(10);
    await expect(page.locator("mark")).toHaveCount(0);
  });

  test("shows the exact no-match message with the query, and Clear search restores the list", async ({
    page,
  }) => {
    await open(page);
    await search(page).fill("blockchain");
    await expect(page.getByText(noMatch("blockchain"), { exact: true })).toBeVisible();
    await expect(termButtons(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(search(page)).toHaveValue("");
    await expect(search(page)).toBeFocused();
    await expect(termButtons(page)).toHaveCount(10);
    await expect(page).toHaveURL(/\/glossary$/);
  });

  test("regular-expression characters, emoji and very long input are plain text", async ({ page }) => {
    await open(page);
    for (const query of ["(.*", "[a-z]+\\", "🙂🤖", "x".repeat(3000)]) {
      await search(page).fill(query);
      await expect(page.getByText(noMatch(query), { exact: true })).toBeVisible();
    }
    // A literal parenthesis that does occur is found.
    await search(page).fill('(the "context")');
    await expect(termButtons(page)).toHaveText(["Contextual Bandits"]);
  });

  test("the query lives in the URL without adding history entries", async ({ page }) => {
    await open(page);
    const historyLength = await page.evaluate(() => history.length);
    await search(page).pressSequentially("attention", { delay: 20 });
    await expect(page).toHaveURL(/\/glossary\?q=attention$/);
    await expect(search(page)).toHaveValue("attention");
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test("a ?q= in the URL is applied on load", async ({ page }) => {
    await open(page, "/glossary?q=friction");
    await expect(search(page)).toHaveValue("friction");
    await expect(termButton(page, "Friction")).toBeVisible();
    await expect(termButton(page, "Nudge")).toBeHidden();
    await expect(page.locator("mark").first()).toHaveText(/friction/i);

    await open(page, `/glossary?q=${encodeURIComponent("zzz")}`);
    await expect(page.getByText(noMatch("zzz"), { exact: true })).toBeVisible();
  });

  test("clicking a term toggles its example, one at a time", async ({ page }) => {
    await open(page);
    const nudge = termButton(page, "Nudge");
    const friction = termButton(page, "Friction");

    await nudge.click();
    await expect(nudge).toHaveAttribute("aria-expanded", "true");
    const nudgePanel = page.locator(`#${await nudge.getAttribute("aria-controls")}`);
    await expect(nudgePanel).toBeVisible();
    await expect(nudgePanel).toContainText("pension");

    await friction.click();
    await expect(friction).toHaveAttribute("aria-expanded", "true");
    await expect(nudge).toHaveAttribute("aria-expanded", "false");
    await expect(nudgePanel).toBeHidden();
    await expect(page.locator('[aria-expanded="true"]')).toHaveCount(1);

    await friction.click();
    await expect(friction).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("main").locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test("terms work from the keyboard", async ({ page }) => {
    await open(page);
    await search(page).focus();
    await page.keyboard.press("Tab");
    const first = termButton(page, "Attention Economy");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Tab");
    const second = termButton(page, "Choice Architecture");
    await expect(second).toBeFocused();
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "false");
  });

  test("an #anchor opens its term and scrolls to it, on load and when the hash changes", async ({ page }) => {
    await open(page, "/glossary#variable-rewards");
    const rewards = termButton(page, "Variable Rewards");
    await expect(rewards).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Pulling down to refresh a feed")).toBeInViewport();

    await page.evaluate(() => {
      window.location.hash = "#choice-architecture";
    });
    const choice = termButton(page, "Choice Architecture");
    await expect(choice).toHaveAttribute("aria-expanded", "true");
    await expect(rewards).toHaveAttribute("aria-expanded", "false");
    await expect(choice).toBeInViewport();
  });

  test("the term index links to each anchor and opens the term", async ({ page }) => {
    await open(page);
    const index = page.getByRole("navigation", { name: "Jump to a term" });
    await expect(index.getByRole("link")).toHaveCount(10);
    await index.getByRole("link", { name: "Sycophancy" }).click();
    await expect(page).toHaveURL(/\/glossary#sycophancy$/);
    await expect(termButton(page, "Sycophancy")).toHaveAttribute("aria-expanded", "true");
    await expect(termButton(page, "Sycophancy")).toBeInViewport();
  });

  test("typing after arriving on an #anchor keeps focus in the search box", async ({ page }) => {
    await open(page, "/glossary#nudge");
    await search(page).click();
    await search(page).pressSequentially("nud", { delay: 20 });
    await expect(search(page)).toBeFocused();
    await expect(search(page)).toHaveValue("nud");
    await expect(page).toHaveURL(/\/glossary\?q=nud#nudge$/);
  });

  test("has no WCAG 2.2 A/AA violations while searching with a term open", async ({ page }) => {
    await open(page, "/glossary?q=pattern");
    await termButton(page, "Dark Patterns").click();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
