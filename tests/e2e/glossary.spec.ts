import type { Page } from "@playwright/test";
import { glossaryTerms } from "#app/content/glossary.ts";
import { glossaryPage } from "#app/content/pages/glossary.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { glossaryNoMatch as noMatch, specCounts } from "../spec-text.ts";
import { axe } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { expectTappable } from "./navigation.ts";

const terms = glossaryTerms.map((entry) => entry.term);
/** A term's name, by its anchor id. */
const term = (id: string) => {
  const entry = glossaryTerms.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No glossary term with id ${id}`);
  return entry;
};
const nudge = term("nudge").term;
const friction = term("friction").term;
const sycophancy = term("sycophancy").term;
const attentionEconomy = term("attention-economy").term;
const choiceArchitecture = term("choice-architecture").term;
const variableRewards = term("variable-rewards");
/** The terms whose name or definition contains `text`, as the search matches them (case-insensitively). */
const matching = (text: string) =>
  glossaryTerms
    .filter((entry) => `${entry.term} ${entry.definition}`.toLowerCase().includes(text.toLowerCase()))
    .map((entry) => entry.term);

/**
 * The terms of the list: each is a native disclosure whose <summary> holds the term (a level-2
 * heading) and its definition. A <summary> has no ARIA role of its own, so it is found by the
 * term heading it holds; `details` tells whether its example is open.
 */
const termHeadings = (page: Page) =>
  page.getByRole("main").locator("summary").getByRole("heading", { level: 2 });
const summaryOf = (page: Page, name: string) =>
  page.locator("summary").filter({ has: page.getByRole("heading", { name, exact: true }) });
const termToggle = (page: Page, name: string) => page.getByRole("main").locator(summaryOf(page, name));
const termDetails = (page: Page, name: string) =>
  page
    .getByRole("main")
    .locator("details")
    .filter({ has: summaryOf(page, name) });
async function expectOpen(page: Page, name: string, open: boolean) {
  await expect(termDetails(page, name)).toHaveJSProperty("open", open);
}
const search = (page: Page) => page.getByRole("searchbox", { name: glossaryPage.searchLabel });

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
    expect(terms).toHaveLength(specCounts.glossaryTerms);
    for (const name of terms) expect(html).toContain(`>${name}<`);
    // Ten native disclosures, all closed, one open at a time (a shared name); the examples are
    // in the HTML, so they read without JavaScript.
    expect(html.match(/<details name="glossary-example"/g)?.length).toBe(10);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toContain(variableRewards.example.replaceAll('"', "&quot;").replaceAll("'", "&#x27;"));

    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    const data = JSON.parse(jsonLd!) as {
      "@type": string;
      hasDefinedTerm: { "@type": string; name: string; url: string }[];
    };
    expect(data["@type"]).toBe("DefinedTermSet");
    expect(data.hasDefinedTerm.map((entry) => entry.name)).toEqual(terms);
    expect(data.hasDefinedTerm.every((entry) => entry["@type"] === "DefinedTerm")).toBe(true);
    expect(data.hasDefinedTerm.find((entry) => entry.name === variableRewards.term)?.url).toMatch(
      /\/glossary#variable-rewards$/,
    );
  });

  test("starts with an empty search and no example open", async ({ page }) => {
    await open(page);
    await expect(search(page)).toHaveValue("");
    await expect(termHeadings(page)).toHaveText(terms);
    // Each summary is named by its whole visible text, the term then its definition (WCAG 2.5.3 Label in Name).
    for (const { term: name, definition } of glossaryTerms) {
      await expect(termToggle(page, name)).toHaveAccessibleName(`${name} ${definition}`);
      await expectOpen(page, name, false);
    }
    await expect(page.getByText(variableRewards.example)).toBeHidden();
  });

  test("search matches term names and definitions case-insensitively, and highlights matches", async ({
    page,
  }) => {
    await open(page);
    expect(matching("nudge")).toEqual([nudge]);
    await search(page).fill("NUDGE");
    await expect(termToggle(page, nudge)).toBeVisible();
    await expect(termHeadings(page)).toHaveCount(1);
    await expect(page.getByRole("status")).toHaveText(
      fillTemplate(glossaryPage.resultCount, { count: 1, total: terms.length }),
    );
    await expect(page.locator("mark", { hasText: new RegExp(`^${nudge}$`) })).toHaveCount(1);

    // "chatbot" appears only in the definition of Sycophancy, once.
    expect(matching("chatbot")).toEqual([sycophancy]);
    expect(term("sycophancy").definition.match(/chatbot/gi)).toHaveLength(1);
    await search(page).fill("chatBOT");
    await expect(termHeadings(page)).toHaveText([sycophancy]);
    await expect(page.locator("mark")).toHaveText(["chatbot"]);

    await search(page).fill("");
    await expect(termHeadings(page)).toHaveCount(10);
    await expect(page.locator("mark")).toHaveCount(0);
  });

  test("shows the exact no-match message with the query, and Clear search restores the list", async ({
    page,
  }) => {
    await open(page);
    await search(page).fill("blockchain");
    await expect(page.getByText(noMatch("blockchain"), { exact: true })).toBeVisible();
    await expect(termHeadings(page)).toHaveCount(0);

    await page.getByRole("button", { name: glossaryPage.clearSearch }).click();
    await expect(search(page)).toHaveValue("");
    await expect(search(page)).toBeFocused();
    await expect(termHeadings(page)).toHaveCount(10);
    await expect(page).toHaveURL(/\/glossary$/);
  });

  test("regular-expression characters, emoji and very long input are plain text", async ({ page }) => {
    await open(page);
    for (const query of ["(.*", "[a-z]+\\", "🙂🤖", "x".repeat(3000)]) {
      await search(page).fill(query);
      await expect(page.getByText(noMatch(query), { exact: true })).toBeVisible();
    }
    // A literal parenthesis that does occur is found.
    expect(matching('(the "context")')).toEqual([term("contextual-bandits").term]);
    await search(page).fill('(the "context")');
    await expect(termHeadings(page)).toHaveText([term("contextual-bandits").term]);
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
    await expect(termToggle(page, friction)).toBeVisible();
    await expect(termToggle(page, nudge)).toBeHidden();
    await expect(page.locator("mark").first()).toHaveText(/friction/i);

    await open(page, `/glossary?q=${encodeURIComponent("zzz")}`);
    await expect(page.getByText(noMatch("zzz"), { exact: true })).toBeVisible();
  });

  test("clicking a term toggles its example, one at a time", async ({ page }) => {
    await open(page);
    const nudgeExample = termDetails(page, nudge).getByText(term("nudge").example);
    await expect(nudgeExample).toBeHidden();

    await termToggle(page, nudge).click();
    await expectOpen(page, nudge, true);
    await expect(nudgeExample).toBeVisible();

    await termToggle(page, friction).click();
    await expectOpen(page, friction, true);
    await expectOpen(page, nudge, false);
    await expect(nudgeExample).toBeHidden();
    await expect(page.locator("details[open]")).toHaveCount(1);

    await termToggle(page, friction).click();
    await expectOpen(page, friction, false);
    await expect(page.getByRole("main").locator("details[open]")).toHaveCount(0);
  });

  test("terms work from the keyboard", async ({ page }) => {
    await open(page);
    await search(page).focus();
    await page.keyboard.press("Tab");
    await expect(termToggle(page, attentionEconomy)).toBeFocused();
    await page.keyboard.press("Enter");
    await expectOpen(page, attentionEconomy, true);

    // The open panel's Copy link button comes next, then the following term.
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("button", { name: fillTemplate(glossaryPage.copyLinkName, { term: attentionEconomy }) }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(termToggle(page, choiceArchitecture)).toBeFocused();
    await page.keyboard.press("Space");
    await expectOpen(page, choiceArchitecture, true);
    await expectOpen(page, attentionEconomy, false);

    await page.keyboard.press("Space");
    await expectOpen(page, choiceArchitecture, false);
  });

  test("an #anchor opens its term and scrolls to it, on load and when the hash changes", async ({ page }) => {
    await open(page, "/glossary#variable-rewards");
    await expectOpen(page, variableRewards.term, true);
    await expect(page.getByText(variableRewards.example)).toBeInViewport();

    await page.evaluate(() => {
      window.location.hash = "#choice-architecture";
    });
    await expectOpen(page, choiceArchitecture, true);
    await expectOpen(page, variableRewards.term, false);
    await expect(termToggle(page, choiceArchitecture)).toBeInViewport();
  });

  test("the term index links to each anchor and opens the term", async ({ page }) => {
    await open(page);
    const index = page.getByRole("navigation", { name: glossaryPage.indexTitle });
    await expect(index.getByRole("link")).toHaveCount(10);
    await index.getByRole("link", { name: sycophancy }).click();
    await expect(page).toHaveURL(/\/glossary#sycophancy$/);
    await expectOpen(page, sycophancy, true);
    await expect(termToggle(page, sycophancy)).toBeInViewport();
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
    await termToggle(page, term("dark-patterns").term).click();
    const results = await axe(page);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test("opening a term puts its #anchor in the address, without a history entry, a scroll or a focus move", async ({
    page,
  }) => {
    await open(page, "/glossary?q=a");
    const historyLength = await page.evaluate(() => history.length);
    await termToggle(page, friction).scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);

    await termToggle(page, friction).click();
    await expectOpen(page, friction, true);
    await expect(page).toHaveURL(/\/glossary\?q=a#friction$/);
    await expect(termToggle(page, friction)).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

    // From the keyboard too; closing a term leaves the address on it.
    await termToggle(page, nudge).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/glossary\?q=a#nudge$/);
    await page.keyboard.press("Enter");
    await expectOpen(page, nudge, false);
    await expect(page).toHaveURL(/#nudge$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // The address works: loaded again, it opens that term.
    await page.reload();
    await waitForHydration(page);
    await expectOpen(page, nudge, true);
    await expect(termToggle(page, nudge)).toBeInViewport();
  });

  test("typing a search after opening a term keeps the term's #anchor in the address", async ({ page }) => {
    await open(page, "/glossary");
    await termToggle(page, nudge).click();
    await expect(page).toHaveURL(/\/glossary#nudge$/);
    await search(page).fill("nud");
    await expect(page).toHaveURL(/\/glossary\?q=nud#nudge$/);
    await search(page).fill("");
    await expect(page).toHaveURL(/\/glossary#nudge$/);
    await expect(search(page)).toBeFocused();
    await expect(search(page)).toBeInViewport();
  });

  test("back leaves the glossary in one step, however many terms were opened", async ({ page }) => {
    await open(page, "/about");
    await page.getByRole("main").getByRole("link").first().waitFor();
    await open(page, "/glossary");
    await termToggle(page, nudge).click();
    await termToggle(page, friction).click();
    await expect(page).toHaveURL(/#friction$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/glossary#friction$/);
    await expectOpen(page, friction, true);
  });

  test("Copy link copies the term's canonical address and confirms it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page);
    // The configured origin, as the page's canonical link states it (not the test server's).
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/^https:\/\/.+\/glossary$/);

    await termToggle(page, nudge).click();
    const copy = termDetails(page, nudge).getByRole("button", {
      name: fillTemplate(glossaryPage.copyLinkName, { term: nudge }),
    });
    await expect(copy).toHaveText(glossaryPage.copyLinkLabel);
    await copy.click();
    await expect(page.getByText(glossaryPage.linkCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${canonical}#nudge`);

    // Only the open term shows its button.
    await expect(
      page.getByRole("button", {
        name: new RegExp(`^${fillTemplate(glossaryPage.copyLinkName, { term: "" })}`),
      }),
    ).toHaveCount(1);
  });

  test("Copy link says so when the clipboard refuses, and shows the address", async ({ page }) => {
    await open(page);
    await page.evaluate(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
      });
    });
    await termToggle(page, friction).click();
    await termDetails(page, friction)
      .getByRole("button", { name: fillTemplate(glossaryPage.copyLinkName, { term: friction }) })
      .click();
    await expect(page.getByText(glossaryPage.linkCopyFailed)).toBeVisible();
    await expect(page.getByText(/^https:\/\/.+\/glossary#friction$/)).toBeVisible();
  });

  test("the term index is usable on a phone: visible, tappable, and it opens the term", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page);
    const index = page.getByRole("navigation", { name: glossaryPage.phoneIndexLabel });
    await expect(index).toBeVisible();
    await expect(index.getByRole("link", { name: sycophancy })).toBeHidden();
    await index.getByText(glossaryPage.indexTitle).click();
    const links = index.getByRole("link");
    await expect(links).toHaveText(terms);
    for (const name of [attentionEconomy, sycophancy, variableRewards.term]) {
      await expectTappable(index.getByRole("link", { name }));
    }
    await index.getByRole("link", { name: sycophancy }).click();
    await expect(page).toHaveURL(/\/glossary#sycophancy$/);
    await expectOpen(page, sycophancy, true);
    await expect(termToggle(page, sycophancy)).toBeInViewport();
    const headerBottom = (await page.getByRole("banner").boundingBox())!;
    const term = (await page.locator("#sycophancy").boundingBox())!;
    expect(term.y, "the term lands below the fixed header").toBeGreaterThanOrEqual(
      headerBottom.y + headerBottom.height - 1,
    );

    // A search narrows the index to the terms listed.
    await search(page).fill("nudge");
    await expect(links).toHaveText([nudge]);
  });

  test("the phone index and copy link have no WCAG 2.2 A/AA violations at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page);
    await page
      .getByRole("navigation", { name: glossaryPage.phoneIndexLabel })
      .getByText(glossaryPage.indexTitle)
      .click();
    await termToggle(page, nudge).click();
    const results = await axe(page);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
