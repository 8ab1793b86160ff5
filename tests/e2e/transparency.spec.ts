import AxeBuilder from "@axe-core/playwright";
import { expect, test, waitForHydration } from "./fixtures";

test("every footer links to /transparency, which records funding, the editorial policy and corrections", async ({
  page,
}) => {
  await page.goto("/tools");
  await waitForHydration(page);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Funding, editorial policy and corrections" })
    .click();
  await expect(page).toHaveURL("/transparency");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transparency");

  const funding = page.getByRole("region", { name: "Funding and collaborations" });
  await expect(funding).toContainText("None yet.");
  await expect(funding).toContainText("Record last checked on November 22, 2026.");
  await expect(
    page.getByRole("region", { name: "How we decide what to publish" }).getByRole("listitem"),
  ).toHaveCount(4);

  const log = page.getByRole("region", { name: "Corrections" }).getByRole("list");
  await expect(log.getByRole("listitem").first()).toContainText("November 22, 2026");
  // Each entry links to the page it corrected, and a corrected article says so.
  await log.getByRole("link", { name: "A Nudging Experience, part 1" }).click();
  await expect(page).toHaveURL("/blog/nudging-experience-part1");
  await expect(page.locator("article > header")).toContainText("Updated November 22, 2026");
});

test("has no WCAG 2.2 A/AA violations", async ({ page }) => {
  await page.goto("/transparency");
  await waitForHydration(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("/our-approach links its commitments to the public record", async ({ page }) => {
  await page.goto("/our-approach");
  await waitForHydration(page);
  await page
    .getByRole("link", { name: "See our funding record, editorial policy and corrections log" })
    .click();
  await expect(page).toHaveURL("/transparency");
});
