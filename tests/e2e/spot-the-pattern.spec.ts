import type { Locator, Page } from "@playwright/test";
import { spotThePatternPage as copy } from "#app/content/pages/spot-the-pattern.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { axe } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** A template of the page's copy as a pattern: each "{name}" matches `fill`. */
const templatePattern = (template: string, fill: string) =>
  template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, fill);

/*
 * /spot-the-pattern, the self-check: one illustrated screen per question, each a fieldset of radio buttons. With
 * JavaScript one question is in view at a time; the answer is checked with a button, announced in the
 * question's polite live region, and only then do the screen's numbered marks appear. A results review
 * comes at the end. Answers stay in the page: no storage, no requests.
 */

const path = "/spot-the-pattern";

const questionHeading = /^Question \d+ of \d+$/;
/** The questions in view: with JavaScript, the one current question. */
const questions = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2, name: questionHeading }) });
/** The question in view, checked to be question `number`. */
async function question(page: Page, number: number): Promise<Locator> {
  await expect(questions(page)).toHaveCount(1);
  const item = questions(page).filter({
    has: page.getByRole("heading", { level: 2, name: new RegExp(`^Question ${number} of `) }),
  });
  await expect(item).toHaveCount(1);
  return item;
}
/** Every question in the DOM, whether in view or not. */
const allQuestions = (page: Page) => page.getByRole("main").locator("li:has(> h2[id^='quiz-'])");
const nextButton = (item: Locator) =>
  item.getByRole("button", { name: /^(Next question|See your results)$/ });
const group = (item: Locator) => item.getByRole("group");
const status = (item: Locator) => item.getByRole("status");
const checkButton = (item: Locator) => item.getByRole("button", { name: "Check answer" });
/** The right answer, as the question's "Show the answer" disclosure states it. */
async function answerOf(item: Locator): Promise<string> {
  const text = await item.locator("details").textContent();
  const name = new RegExp(templatePattern(copy.answerIs, "(.+?)")).exec(text ?? "")?.[1];
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

/**
 * axe on a state an answer brings (the page as it loads is checked in both themes by the sweep,
 * routes.spec.ts). The tests that walk the quiz call it on their way: a wrong answer and the results at
 * 1280 px, a shown answer, a right answer and the results at 375 px.
 */
async function expectNoAxeViolations(page: Page, state: string) {
  const results = await axe(page);
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
    `WCAG 2.2 A/AA violations ${state}`,
  ).toEqual([]);
}

/** Answers question `number` (in view) rightly, or wrongly, and returns it. */
async function answered(page: Page, number: number, right = true): Promise<Locator> {
  const item = await question(page, number);
  await answer(item, right ? await answerOf(item) : await wrongOption(item));
  return item;
}

test.describe("spot the pattern", () => {
  test("the pre-rendered page holds every question: illustration, fieldset, options and a closed answer", async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Nothing points at the trick before an answer: no numbered marks anywhere in the page.
    expect(html).not.toContain("data-marker");
    const headings = new RegExp(`<h2[^>]*>${templatePattern(copy.screenHeading, "\\d+")}</h2>`, "g");
    expect(html.match(headings)?.length).toBeGreaterThanOrEqual(10);
    // The page's own questions: the header's controls (the theme's choices) are fieldsets too.
    const main = html.match(/<main[\s>][\s\S]*<\/main>/)?.[0] ?? "";
    const fieldsets = main.match(/<fieldset[\s>][\s\S]*?<\/fieldset>/g) ?? [];
    expect(fieldsets.length).toBeGreaterThanOrEqual(10);
    for (const fieldset of fieldsets) {
      expect(fieldset).toMatch(new RegExp(`<legend[^>]*>${templatePattern(copy.legend, "\\d+")}</legend>`));
      const radios = fieldset.match(/<input type="radio"/g)?.length ?? 0;
      expect(radios).toBeGreaterThanOrEqual(3);
      expect(radios).toBeLessThanOrEqual(4);
    }
    // An illustration per question, named by a neutral label; the answers only inside closed disclosures.
    const screenLabel = templatePattern(copy.screenLabel, '[^"]+');
    const labels = [
      ...main.matchAll(new RegExp(`<svg[^>]*role="img"[^>]*aria-label="(${screenLabel})"`, "g")),
    ];
    expect(labels).toHaveLength(fieldsets.length);
    // First the closed "How it works", then one closed answer per question.
    const [howItWorks, ...details] = main.match(/<details[^>]*>[\s\S]*?<\/details>/g) ?? [];
    expect(howItWorks).not.toMatch(/<details[^>]* open/);
    expect(howItWorks).toContain(copy.instructionsLabel);
    expect(details).toHaveLength(fieldsets.length);
    for (const disclosure of details) {
      expect(disclosure).not.toMatch(/<details[^>]* open/);
      expect(disclosure).toMatch(/<summary[^>]*>Show the answer/);
      expect(disclosure).toMatch(new RegExp(templatePattern(copy.answerIs, "[^<]+")));
      expect(disclosure).toMatch(/href="\/patterns\/[a-z-]+"/);
    }
    const withoutDetails = html.replace(/<details[^>]*>[\s\S]*?<\/details>/g, "");
    expect(withoutDetails).not.toMatch(new RegExp(templatePattern(copy.answerIs, ".+")));
    expect(withoutDetails).not.toMatch(/href="\/patterns\/[a-z-]+"/);
    // Before hydration nothing can be pressed: each "Check answer" is disabled, and hidden where scripting
    // is off (the no-JavaScript tests check that none shows); it is there so that hydration moves nothing.
    const checks = main.match(/<div class="[^"]*\bnoscript:hidden\b[^"]*"><button[^>]*>[^<]*/g) ?? [];
    expect(checks).toHaveLength(fieldsets.length);
    for (const check of checks)
      expect(check).toMatch(new RegExp(`<button[^>]* disabled=""[^>]*>${copy.check}$`));
    expect(html).toContain(copy.privacy);
  });

  test("a question is answered by keyboard alone, and the feedback is announced with a link", async ({
    page,
  }) => {
    await open(page);
    const first = await question(page, 1);
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
    await expect(first.getByRole("heading", { level: 3, name: copy.marksTitle })).toBeVisible();
    await expect(first.getByRole("button", { name: "Next question" })).toBeFocused();

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
    // "Next question" brings the next question into view and moves focus to its heading.
    await nextButton(await answered(page, 1)).click();
    const second = await question(page, 2);
    await expect(second.getByRole("heading", { level: 2 })).toBeFocused();
    await checkButton(second).click();
    await expect(status(second)).toHaveText(copy.chooseFirst);

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

  test("answering every question leads to a results review: every question, the answer given, the right one, why and its page; Try again resets everything; nothing is stored or sent; axe finds nothing on the way", async ({
    page,
    baseURL,
  }) => {
    // Every question answered one by one: past 30 s on a loaded two-core machine.
    test.setTimeout(90_000);
    await open(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));

    const total = await allQuestions(page).count();
    expect(total).toBeGreaterThanOrEqual(10);
    const score = page.getByRole("heading", { level: 2, name: /^Your score/ });
    await expect(score).toHaveCount(0);

    // Right on every question but the first two, noting each question's right answer.
    const rights: string[] = [];
    const wrongs: string[] = [];
    for (let number = 1; number <= total; number += 1) {
      const item = await question(page, number);
      rights.push(await answerOf(item));
      if (number <= 2) wrongs.push(await wrongOption(item));
      await answer(item, number <= 2 ? wrongs[number - 1]! : rights[number - 1]!);
      if (number === 2) await expectNoAxeViolations(page, "after a wrong answer, at 1280 px");
      await nextButton(item).click();
    }
    await expect(score).toHaveText(`Your score: ${total - 2} of ${total}`);
    await expect(score).toBeFocused();
    await expectNoAxeViolations(page, "on the results, at 1280 px");
    await expect(questions(page)).toHaveCount(0);

    // The review: every question in order, what was chosen, the right answer, why, and its pattern page.
    const review = page.getByRole("region", { name: /^Your score/ }).getByRole("listitem");
    await expect(review).toHaveCount(total);
    for (let index = 0; index < total; index += 1) {
      const entry = review.nth(index);
      await expect(entry.getByRole("heading", { level: 3 })).toHaveText(new RegExp(`^Screen ${index + 1}: `));
      await expect(entry).toContainText(index < 2 ? "Not quite." : "Right.");
      if (index < 2) await expect(entry).toContainText(`You chose ${wrongs[index]}.`);
      await expect(entry).toContainText(`The answer is ${rights[index]}.`);
      await expect(
        entry.getByRole("link", { name: `${rights[index]} in the pattern library` }),
      ).toHaveAttribute("href", /^\/patterns\/[a-z-]+$/);
      // The screen again, with its numbered marks drawn in, its words large enough to read (issue 26.2).
      const thumbnail = entry.locator("[aria-hidden=true] > svg");
      await expect(thumbnail).toBeVisible();
      expect(await thumbnail.locator("[data-marker]").count()).toBeGreaterThan(0);
      const smallest = await thumbnail.evaluate((svg) =>
        Math.min(
          ...[...svg.querySelectorAll("text")].map(
            (word) => parseFloat(getComputedStyle(word).fontSize) * (word.getScreenCTM()?.a ?? 0),
          ),
        ),
      );
      expect(smallest, `screen ${index + 1}`).toBeGreaterThanOrEqual(11);
    }

    // Nothing left the page, and nothing was kept.
    const origin = new URL(baseURL!).origin;
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    // Nothing of the quiz: the one key the site may keep is its note that the faces are cached (ADR 020).
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== "attune-fonts")),
    ).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await page.evaluate(() => document.cookie)).toBe("");

    await page.getByRole("button", { name: "Try again" }).click();
    await expect((await question(page, 1)).getByRole("heading", { level: 2 })).toBeFocused();
    await expect(score).toHaveCount(0);
    await expect(page.getByRole("main").locator("input[type=radio]:checked")).toHaveCount(0);
    await expect(page.getByRole("main").locator("input[type=radio]:disabled")).toHaveCount(0);
    await expect(page.getByRole("main").locator("[role=status]:not(:empty)")).toHaveCount(0);
    await expect(allQuestions(page).locator("details:not([open])")).toHaveCount(total);
    await expect(page.getByRole("main").locator("[data-marker]")).toHaveCount(0);
    await expect(checkButton(questions(page))).toBeVisible();
  });

  test("showing the answer closes a question unscored, Skip for now brings a question back after the others, and after checking the marks are on screen; axe finds nothing on the way", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 667 });
    await open(page);
    const total = await allQuestions(page).count();

    // Skipped: question 2 comes next, question 1 stays open.
    const first = await question(page, 1);
    const firstAnswer = await answerOf(first);
    await first.getByRole("button", { name: copy.skip }).click();

    // Shown before choosing: closed, marked as shown, never "Right", the marks drawn and on screen.
    const second = await question(page, 2);
    await second.getByText(copy.showAnswer, { exact: true }).click();
    await expect(status(second)).toContainText(`${copy.revealedVerdict}.`);
    await expect(status(second)).not.toContainText(`${copy.right}.`);
    await expect(group(second).getByRole("radio").first()).toBeDisabled();
    const shownMarks = second.getByRole("img", { name: /^Screen 2: / }).locator("[data-marker]");
    await expect(shownMarks.first()).toBeInViewport();
    await expectNoAxeViolations(page, "after a shown answer, at 375 px");
    await nextButton(second).click();

    for (let number = 3; number <= total; number += 1) {
      const item = await question(page, number);
      // The last open question but one can still be skipped; the marks are on screen once checked.
      await expect(item.getByRole("button", { name: copy.skip })).toBeVisible();
      await answer(item, await answerOf(item));
      const marks = item
        .getByRole("img", { name: new RegExp(`^Screen ${number}: `) })
        .locator("[data-marker]");
      await expect(marks.first()).toBeInViewport();
      if (number === 3) await expectNoAxeViolations(page, "after a right answer, at 375 px");
      await nextButton(item).click();
    }

    // Question 1 comes back; as the only open question it cannot be skipped again.
    const again = await question(page, 1);
    await expect(again.getByRole("button", { name: copy.skip })).toHaveCount(0);
    await answer(again, firstAnswer);
    await nextButton(again).click();

    const score = page.getByRole("heading", { level: 2, name: /^Your score/ });
    await expect(score).toHaveText(`Your score: ${total - 1} of ${total}`);
    const results = page.getByRole("region", { name: /^Your score/ });
    await expect(results).toContainText(fillTemplate(copy.notScored, { revealed: 1 }));
    await expect(results.getByRole("listitem").nth(1)).toContainText(`${copy.revealedVerdict}.`);
    await expectNoAxeViolations(page, "on the results, at 375 px");
  });

  test("the screen reveals nothing before an answer: its numbered marks appear only once it is answered", async ({
    page,
  }) => {
    await open(page);
    const first = await question(page, 1);
    const picture = first.getByRole("img", { name: /^Screen 1: / });
    await expect(picture).toBeVisible();
    await expect(page.locator("[data-marker]")).toHaveCount(0);
    await expect(first.getByRole("heading", { name: copy.marksTitle })).toHaveCount(0);

    await answer(first, await answerOf(first));
    const marks = first.getByRole("heading", { name: copy.marksTitle });
    await expect(marks).toBeVisible();
    const listed = await marks.locator("xpath=following-sibling::ol/li").count();
    expect(listed).toBeGreaterThan(0);
    // One numbered mark on the screen per entry of the list, drawn and in view.
    await expect(picture.locator("[data-marker]")).toHaveCount(listed);
    await expect(picture.locator("[data-marker]").first()).toBeVisible();
  });

  test("on a 375 px phone one question is in view at a time, headed by where it stands, in a page of normal height", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page);
    const total = await allQuestions(page).count();
    await expect(questions(page)).toHaveCount(1);
    await expect(questions(page).getByRole("heading", { level: 2 })).toHaveText(`Question 1 of ${total}`);
    await expect(allQuestions(page).filter({ visible: true })).toHaveCount(1);
    // The page was 15,940 px tall with every question in view; one question is a few screens.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(4 * 812);

    await nextButton(await answered(page, 1)).click();
    await expect(questions(page).getByRole("heading", { level: 2 })).toHaveText(`Question 2 of ${total}`);
    await expect(allQuestions(page).filter({ visible: true })).toHaveCount(1);
  });
});
