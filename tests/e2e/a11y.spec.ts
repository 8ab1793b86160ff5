import AxeBuilder from "@axe-core/playwright";
import { expect, test, waitForHydration } from "./fixtures";
import { sitePaths } from "./site-urls";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

// Both widths in both themes: the dark one as the system's preference (issue 18.4); a visitor's choice
// of dark uses the same palette (app/styles/theme.test.ts).
const passes = [1280, 375].flatMap((width) =>
  (["light", "dark"] as const).map((colorScheme) => ({ width, colorScheme })),
);

for (const { width, colorScheme } of passes) {
  test.describe(`axe at ${width}px${colorScheme === "dark" ? ", dark theme" : ""}`, () => {
    test.use({ viewport: { width, height: 900 }, colorScheme });
    for (const path of sitePaths()) {
      test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(" "))
              .join("\n  ")}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
