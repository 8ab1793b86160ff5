import type { Page } from "@playwright/test";
import { checkPage as copy } from "#app/content/pages/check.ts";
import { patterns } from "#app/content/patterns.ts";
import { tools } from "#app/content/tools.ts";
import { numberFindings, summaryLine } from "#app/lib/check-results.ts";
import { checkText, type CheckMode } from "#app/lib/checker/index.ts";
import { fontsStorageKey } from "#app/lib/theme.ts";
import { axe, axeInTheme } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { mainDropdowns } from "./navigation.ts";

/*
 * /check, the checker: a visitor pastes the words of a screen or a chat and sees each sign of a pattern
 * marked in place, numbered, and listed with its pattern's page. The checker's module is fetched on the
 * visitor's first move, once, and nothing else leaves the page while checking; nothing is kept. The page
 * as it loads is checked with every other route (routes.spec.ts: axe in both themes, budgets, policy);
 * here axe checks it with findings shown. What the HTML alone shows (the links to /check, the table, the
 * notice for visitors without JavaScript) is checked over the built files, tests/build/check.test.ts.
 */

const path = "/check";
const nameOf = (slug: string) => patterns.find((pattern) => pattern.slug === slug)!.name;
const names = Object.fromEntries(patterns.map((pattern) => [pattern.slug, pattern.name]));

/** Made-up words for the tests: a countdown, and a decline worded to shame. */
const countdownAndShame =
  "Members save 20% today. This deal ends in 09:59.\nNo thanks, I don't want to save money.";
/** Ordinary words of a shop, which must give no finding. */
const ordinary =
  "Thanks for your order. We will e-mail you when it ships, and you can return it within 30 days.";

/** What the page should announce for `text`: the same checker, run here, and the page's own summary. */
function expectedSummary(text: string, mode: CheckMode) {
  const findings = numberFindings(text, checkText(text, { mode }));
  return { findings, summary: findings.length ? summaryLine(copy, findings, names) : copy.none.title };
}

const box = (page: Page) => page.getByRole("textbox", { name: copy.textLabel });
const status = (page: Page) => page.getByRole("main").getByRole("status");
const results = (page: Page) => page.getByRole("region", { name: copy.resultsTitle });
const findingItems = (page: Page) =>
  results(page).getByRole("list", { name: copy.findingsTitle }).getByRole("listitem");

async function open(page: Page) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("/check", () => {
  test("typed words are checked as they are typed: each sign marked and numbered in place, listed with its pattern's page, announced in one line; the link opens the pattern", async ({
    page,
  }) => {
    await open(page);
    await expect(status(page)).toHaveText(copy.prompt);
    await expect(page.locator("[data-checker]")).toHaveAttribute("data-checker", "idle");

    await box(page).pressSequentially(countdownAndShame);
    const { findings, summary } = expectedSummary(countdownAndShame, "page");
    expect(findings.map((finding) => finding.pattern)).toEqual(["fake-urgency", "confirmshaming"]);
    await expect(status(page)).toHaveText(summary);
    await expect(status(page)).toContainText(nameOf("fake-urgency"));
    await expect(status(page)).toContainText(nameOf("confirmshaming"));
    // The status is what is announced: the summary line alone, not the list.
    await expect(status(page)).toHaveAttribute("role", "status");
    await expect(status(page).getByRole("listitem")).toHaveCount(0);

    // In place: each finding's words in a <mark>, its number where it starts, the number of its entry below.
    const marks = results(page).locator("mark");
    await expect(marks).toHaveCount(findings.length);
    for (const [index, finding] of findings.entries()) {
      await expect(marks.nth(index)).toHaveText(`${finding.number}${finding.text}`);
      await expect(marks.nth(index).locator("[data-marker]")).toHaveText(String(finding.number));
      // Not by colour alone: underlined, solid for a clear sign, dashed for a possible one.
      const decoration = await marks
        .nth(index)
        .evaluate((mark) => [
          getComputedStyle(mark).textDecorationLine,
          getComputedStyle(mark).textDecorationStyle,
        ]);
      expect(decoration).toEqual(["underline", finding.strength === "clear" ? "solid" : "dashed"]);
    }

    const items = findingItems(page);
    await expect(items).toHaveCount(findings.length);
    for (const [index, finding] of findings.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole("link", { name: nameOf(finding.pattern) })).toHaveAttribute(
        "href",
        `/patterns/${finding.pattern}`,
      );
      await expect(item).toContainText(copy.strength[finding.strength]);
      await expect(item).toContainText(finding.reason);
      await expect(item).toContainText(finding.text);
    }

    // The marked copy follows the text: a change is checked again after the pause.
    await box(page).fill(countdownAndShame.split("\n")[0]!);
    await expect(status(page)).toHaveText(expectedSummary(countdownAndShame.split("\n")[0]!, "page").summary);
    await expect(marks).toHaveCount(1);

    await box(page).fill(countdownAndShame);
    await expect(status(page)).toHaveText(summary);
    const link = items.nth(1).getByRole("link", { name: nameOf("confirmshaming") });
    await link.click();
    await expect(page).toHaveURL("/patterns/confirmshaming");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(nameOf("confirmshaming"));
  });

  test("the checker is fetched once, on the visitor's first move; checking sends nothing and keeps nothing", async ({
    page,
    baseURL,
  }) => {
    await open(page);
    // The site's faces are fetched once the page is idle after hydration (web-fonts.ts): let them arrive,
    // so that what the checker fetches is all that is counted below.
    await page.waitForFunction((key) => localStorage.getItem(key) === "1", fontsStorageKey);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    // Loading the page did not fetch it: it waits for the visitor.
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    );
    expect(loaded.filter((url) => /\/checker-[\w-]+\.js$/.test(url))).toEqual([]);

    // Focus fetches the checker: one script, from the site itself, and nothing else.
    await box(page).focus();
    await expect(page.locator("[data-checker]")).toHaveAttribute("data-checker", "ready");
    const origin = new URL(baseURL!).origin;
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!).origin).toBe(origin);
    expect(new URL(requests[0]!).pathname).toMatch(/^\/assets\/checker-[\w-]+\.js$/);

    // From now on nothing leaves the page: typing, both examples, a change of mode, clearing.
    requests.length = 0;
    await box(page).pressSequentially(countdownAndShame);
    await expect(status(page)).toHaveText(expectedSummary(countdownAndShame, "page").summary);
    await page.getByRole("button", { name: copy.modes.chat.exampleLabel }).click();
    await expect(status(page)).toHaveText(expectedSummary(copy.modes.chat.example, "chat").summary);
    await page.getByRole("radio", { name: copy.modes.page.label }).check();
    await expect(status(page)).toHaveText(expectedSummary(copy.modes.chat.example, "page").summary);
    await page.getByRole("button", { name: copy.clear }).click();
    await expect(status(page)).toHaveText(copy.prompt);
    await expect(box(page)).toBeFocused();
    expect(requests, "requests while checking").toEqual([]);

    // Nothing kept: the one key the site may keep is its note that the faces are cached (ADR 020).
    expect(
      await page.evaluate((kept) => Object.keys(localStorage).filter((key) => key !== kept), fontsStorageKey),
    ).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await page.evaluate(() => document.cookie)).toBe("");
  });

  test("ordinary words give no finding, and the page says what the checker cannot see rather than all clear", async ({
    page,
  }) => {
    await open(page);
    await box(page).fill(ordinary);
    expect(checkText(ordinary, { mode: "page" })).toEqual([]);
    await expect(status(page)).toHaveText(copy.none.title);
    await expect(results(page).locator("mark")).toHaveCount(0);
    const answer = results(page);
    await expect(answer.getByText(copy.none.body)).toBeVisible();
    for (const item of copy.cannotSee.items) await expect(answer.getByText(item)).toBeVisible();
  });

  for (const width of [1280, 375]) {
    test(`at ${width} px each example fills a realistic screen in its mode, and axe finds nothing with the findings shown, in both themes`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page);
      for (const mode of ["page", "chat"] as const) {
        const example = copy.modes[mode];
        await page.getByRole("button", { name: example.exampleLabel }).click();
        await expect(box(page)).toHaveValue(example.example);
        await expect(page.getByRole("radio", { name: example.label })).toBeChecked();
        const { findings, summary } = expectedSummary(example.example, mode);
        // A realistic screen shows several patterns; the chat's are the AI family's.
        expect(new Set(findings.map((finding) => finding.pattern)).size).toBeGreaterThanOrEqual(
          mode === "page" ? 4 : 2,
        );
        if (mode === "chat")
          expect(findings.every((finding) => finding.pattern.startsWith("ai-"))).toBe(true);
        await expect(status(page)).toHaveText(summary);
        await expect(findingItems(page)).toHaveCount(findings.length);

        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          // Controls fade between the themes' colours (transition-colors): check the colours they settle on.
          await page.waitForFunction(() =>
            document
              .getAnimations()
              .every(
                (animation) => !(animation instanceof CSSTransition) || animation.playState !== "running",
              ),
          );
          const found = await axeInTheme(page, colorScheme);
          expect(
            found.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
            `axe at ${width} px, ${mode} example, ${colorScheme}`,
          ).toEqual([]);
        }
        await page.emulateMedia({ colorScheme: "light" });
      }
      // Nothing wider than the screen, with the marked text and the list (WCAG 1.4.10).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test("the no-finding answer has no axe violations either", async ({ page }) => {
    await open(page);
    await box(page).fill(ordinary);
    await expect(status(page)).toHaveText(copy.none.title);
    const found = await axe(page, { include: ["main"] });
    expect(found.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
  });

  test("Resources leads to it right after Spot the Pattern, and the Dark Pattern Detection card on /tools offers it", async ({
    page,
  }) => {
    const resources = mainDropdowns.find((menu) => menu.links.some(([, href]) => href === path))!;
    const at = resources.links.findIndex(([, href]) => href === path);
    expect(resources.links[at - 1]?.[1]).toBe("/spot-the-pattern");

    await page.goto("/tools");
    await waitForHydration(page);
    const detection = tools.find((tool) => tool.id === "dark-pattern-detection")!;
    expect(detection.title).toBe("Dark Pattern Detection");
    const card = page.locator(`#${detection.id}`);
    await card.getByRole("link", { name: detection.action!.label }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: resources.label }).click();
    const menuLinks = nav.getByRole("link", { name: resources.links[at]![0], exact: true });
    await expect(menuLinks).toHaveAttribute("href", path);
    await expect(menuLinks).toHaveAttribute("aria-current", "page");
  });

  test("without JavaScript it says the checker needs it, and links the pattern library and the self-check", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: copy.needsScript.title })).toBeVisible();
    await expect(main.getByText(copy.needsScript.body)).toBeVisible();
    for (const link of copy.needsScript.links)
      await expect(main.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    // No control that could not work: the box, the choice and the examples are not shown.
    await expect(main.getByRole("textbox")).toBeHidden();
    await expect(main.getByRole("radio")).toHaveCount(0);
    await expect(main.getByRole("button", { name: copy.modes.page.exampleLabel })).toBeHidden();
    // What it cannot see and how often it is right read without scripts.
    await expect(main.getByRole("heading", { level: 2, name: copy.cannotSee.header.title })).toBeVisible();
    await expect(main.getByRole("table")).toBeVisible();
    await main.getByRole("link", { name: copy.needsScript.links[1]!.label }).click();
    await expect(page).toHaveURL("/spot-the-pattern");
    await context.close();
  });
});
