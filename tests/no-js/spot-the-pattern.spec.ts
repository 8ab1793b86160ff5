import { expect, test } from "@playwright/test";
import { spotThePatternPage as copy } from "#app/content/pages/spot-the-pattern.ts";
import { fillTemplate } from "#app/lib/template.ts";

/** A template of the page's copy as a pattern: each "{name}" matches `fill`. */
const templatePattern = (template: string, fill: string) =>
  template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, fill);

/*
 * /spot-the-pattern with JavaScript switched off: every question is on the page and reads, its options
 * are radio buttons, and its answer waits in a closed native disclosure that opens on click.
 */

test("every question's answer is in a closed disclosure that opens on click", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/spot-the-pattern");
  const main = page.getByRole("main");
  const questions = main.getByRole("listitem").filter({
    has: page.getByRole("heading", {
      level: 2,
      name: new RegExp(`^${templatePattern(copy.screenHeading, "\\d+")}$`),
    }),
  });
  const total = await questions.count();
  expect(total).toBeGreaterThanOrEqual(10);
  // Nothing here needs a script: no "Check answer" button to press in vain.
  await expect(main.getByRole("button", { name: copy.check })).toHaveCount(0);

  for (let index = 0; index < total; index += 1) {
    const item = questions.nth(index);
    const screenName = fillTemplate(copy.screenLabel, { number: index + 1, label: "" });
    await expect(item.getByRole("img", { name: new RegExp(`^${screenName}`) })).toBeVisible();
    const group = item.getByRole("group", { name: fillTemplate(copy.legend, { number: index + 1 }) });
    await expect(group.getByRole("radio")).not.toHaveCount(0);

    const details = item.locator("details");
    await expect(details).toHaveCount(1);
    await expect(details).toHaveJSProperty("open", false);
    const answer = details.getByText(new RegExp(`^${templatePattern(copy.answerIs, ".+")}$`));
    await expect(answer).toBeHidden();
    const link = details.getByRole("link", {
      name: new RegExp(`${templatePattern(copy.patternLink, "").trim()}$`),
    });
    await expect(link).toBeHidden();

    await details.locator("summary", { hasText: copy.showAnswer }).click();
    await expect(details).toHaveJSProperty("open", true);
    await expect(answer).toBeVisible();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", /^\/patterns\/[a-z-]+$/);
  }

  // Nothing on the screens points at the trick, even with the answers open.
  await expect(main.locator("[data-marker]")).toHaveCount(0);

  // A radio button can still be chosen; nothing else happens without scripts.
  await questions.first().getByRole("radio").first().check();
  await expect(questions.first().getByRole("radio").first()).toBeChecked();
});
