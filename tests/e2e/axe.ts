import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.2 A and AA rules, the level the site keeps to (decisions.md). */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** The rules of those tags whose result depends on colours: text contrast and links told apart by colour. */
export const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * axe for a page shown in one theme: every WCAG 2.2 A/AA rule in the light theme; in the dark theme, the
 * rules that read colours. The dark theme changes colours and nothing else (app/styles/theme.test.ts
 * keeps it so), so the other rules would find in it what they find in the light one, and a second full
 * run costs about 1.7 times a colour-only one.
 */
export function axeInTheme(page: Page, colorScheme: "light" | "dark"): AxeBuilder {
  const axe = new AxeBuilder({ page });
  return colorScheme === "light" ? axe.withTags(wcagTags) : axe.withRules(colourRules);
}
