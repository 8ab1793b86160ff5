import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/*
 * /spot-the-pattern, the self-check: ten illustrated screens, each a fieldset of radio buttons. The
 * answer is checked with a button, announced in the question's polite live region, and the score
 * comes at the end. Answers stay in the page: no storage, no requests.
 */

const path = "/spot-the-pattern";
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

const questions = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2, name: /^Screen \d+ of \d+$/ }) });
const question = (page: Page, number: number) => questions(page).nth(number - 1);
const group = (item: Locator) => item.getByRole("group");
const status = (item: Locator) => item.getByRole("status");
const checkButton = (item: Locator) => item.getByRole("button", { name: "Check answer" });
/** The right answer, as the question's "Show the answer" disclosure states it. */
async function answerOf(item: Locator): Promise<string> {
  const text = await item.locator("details").textContent();
  const name = /The answer is (.+?)\./.exec(text ?? "")?.[1];
  expect(name, "the answer in the disclosure").toBeDefined();
  return name!;
}
/** The options' names, in order, from their labels. */
const optionNames = (item: Locator) =>
  group(item)
    .getByRole("radio")
    .evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ""),
    );
async function wrongOption(item: Locator): Promise<string> {
  const right = await answerOf(item);
  return (await optionNames(item)).find((name) => name !== right)!;
}
async function answer(item: Locator, name: string) {
  await item.getByRole("radio", { name, exact: true }).check();
  await checkButton(item).click();
  await expect(status(item)).not.toBeEmpty();
}

async function open(page: Page) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("spot the pattern", () => {
  test("the pre-rendered page holds every question: illustration, fieldset, options and a closed answer", async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const fieldsets = html.match(/<fieldset[\s>][\s\S]*?<\/fieldset>/g) ?? [];
    expect(fieldsets.length).toBeGreaterThanOrEqual(10);
    for (const fieldset of fieldsets) {
      expect(fieldset).toMatch(/<legend[^>]*>Which pattern does screen \d+ use\?<\/legend>/);
      const radios = fieldset.match(/<input type="radio"/g)?.length ?? 0;
      expect(radios).toBeGreaterThanOrEqual(3);
      expect(radios).toBeLessThanOrEqual(4);
    }
    // An illustration per question, named by a neutral label; the answers only inside closed disclosures.
    const labels = [...html.matchAll(/<svg[^>]*role="img"[^>]*aria-label="(Screen \d+: [^"]+)"/g)];
    expect(labels).toHaveLength(fieldsets.length);
    const details = html.match(/<details[^>]*>[\s\S]*?<\/details>/g) ?? [];
    expect(details).toHaveLength(fieldsets.length);
    for (const disclosure of details) {
      expect(disclosure).not.toMatch(/<details[^>]* open/);
      expect(disclosure).toMatch(/<summary[^>]*>Show the answer/);
      expect(disclosure).toMatch(/The answer is [^<]+\./);
      expect(disclosure).toMatch(/href="\/patterns\/[a-z-]+"/);
    }
    const withoutDetails = html.replace(/<details[^>]*>[\s\S]*?<\/details>/g, "");
    expect(withoutDetails).not.toMatch(/The answer is/);
    expect(withoutDetails).not.toMatch(/href="\/patterns\/[a-z-]+"/);
    // Before hydration there is nothing to press: no "Check answer" without JavaScript.
    expect(html).not.toContain("Check answer");
    expect(html).toContain("Your answers stay in this page: nothing is stored or sent.");
  });

  test("a question is answered by keyboard alone, and the feedback is announced with a link", async ({
    page,
  }) => {
    await open(page);
    const first = question(page, 1);
    const right = await answerOf(first);
    const radios = group(first).getByRole("radio");
    const names = await optionNames(first);
    const target = names.indexOf(right);
    expect(target).toBeGreaterThanOrEqual(0);

    // Start from the question's heading, then Tab into the radio group and choose with the arrows.
    await first.getByRole("heading", { level: 2 }).focus();
    await page.keyboard.press("Tab");
    await expect(radios.first()).toBeFocused();
    for (let index = 0; index < target; index += 1) await page.keyboard.press("ArrowDown");
    await expect(radios.nth(target)).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(checkButton(first)).toBeFocused();
    await page.keyboard.press("Enter");

    const feedback = status(first);
    await expect(feedback).toHaveAttribute("role", "status");
    await expect(feedback).toContainText("Right.");
    await expect(feedback).toContainText(`The answer is ${right}.`);
    const link = feedback.getByRole("link", { name: `${right} in the pattern library` });
    await expect(link).toHaveAttribute("href", /^\/patterns\/[a-z-]+$/);
    // The options say which was right, the radios are locked, and the disclosure (which would repeat
    // the answer) is gone; the button moves on.
    await expect(
      group(first).getByRole("radio", { name: new RegExp(`^${right}\\s*The answer$`) }),
    ).toBeChecked();
    await expect(radios.first()).toBeDisabled();
    await expect(first.locator("details")).toHaveCount(0);
    await expect(
      first.getByRole("heading", { level: 3, name: "What the numbered marks point at" }),
    ).toBeVisible();
    const next = first.getByRole("button", { name: "Next question" });
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(question(page, 2).getByRole("heading", { level: 2 })).toBeFocused();

    // The link works: it opens the pattern's page.
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(right);
  });

  test("a wrong answer says so and names the right one; checking with nothing chosen asks for a choice", async ({
    page,
  }) => {
    await open(page);
    const second = question(page, 2);
    await checkButton(second).click();
    await expect(status(second)).toHaveText("Choose an answer first, then check it.");

    const right = await answerOf(second);
    const wrong = await wrongOption(second);
    await answer(second, wrong);
    await expect(status(second)).toContainText("Not quite.");
    await expect(status(second)).toContainText(`You chose ${wrong}.`);
    await expect(status(second)).toContainText(`The answer is ${right}.`);
    await expect(status(second).getByRole("link", { name: `${right} in the pattern library` })).toBeVisible();
    await expect(
      group(second).getByRole("radio", { name: new RegExp(`^${wrong}\\s*Your choice$`) }),
    ).toBeChecked();
  });

  test("answering every question shows the score; Try again resets everything; nothing is stored or sent", async ({
    page,
    baseURL,
  }) => {
    await open(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));

    const total = await questions(page).count();
    expect(total).toBeGreaterThanOrEqual(10);
    const score = page.getByRole("heading", { level: 2, name: /^Your score/ });
    await expect(score).toHaveText("Your score");
    await expect(page.getByText(`0 of ${total} screens answered.`)).toBeVisible();

    // Right on every question but the first two.
    for (let number = 1; number <= total; number += 1) {
      const item = question(page, number);
      await answer(item, number <= 2 ? await wrongOption(item) : await answerOf(item));
    }
    await expect(score).toHaveText(`Your score: ${total - 2} of ${total}`);
    const last = question(page, total);
    await last.getByRole("button", { name: "See your score" }).click();
    await expect(score).toBeFocused();

    // Nothing left the page, and nothing was kept.
    const origin = new URL(baseURL!).origin;
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await page.evaluate(() => document.cookie)).toBe("");

    await page.getByRole("button", { name: "Try again" }).click();
    await expect(question(page, 1).getByRole("heading", { level: 2 })).toBeFocused();
    await expect(score).toHaveText("Your score");
    await expect(page.getByRole("main").getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("radio", { disabled: true })).toHaveCount(0);
    for (const item of await questions(page).all()) await expect(status(item)).toBeEmpty();
    await expect(page.getByRole("main").locator("details:not([open])")).toHaveCount(total);
    await expect(page.getByRole("button", { name: "Check answer" })).toHaveCount(total);
  });

  for (const width of [1280, 375]) {
    test(`has no WCAG 2.2 A/AA violations at ${width}px, before and after answering`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page);
      const check = async () => {
        const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
        ).toEqual([]);
      };
      await check();
      const first = question(page, 1);
      await answer(first, await answerOf(first));
      const second = question(page, 2);
      await answer(second, await wrongOption(second));
      await checkButton(question(page, 3)).click();
      await question(page, 4).getByText("Show the answer").click();
      await check();
    });
  }
});
