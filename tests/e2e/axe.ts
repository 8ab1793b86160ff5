import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type * as AxeCore from "axe-core";
import type { AxeResults, RunOptions } from "axe-core";

/** The WCAG 2.2 A and AA rules, the level the site keeps to (decisions.md). */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** The rules of those tags whose result depends on colours: text contrast and links told apart by colour. */
const colourRules = ["color-contrast", "link-in-text-block"];

/** The axe-core the lock file installs. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

declare global {
  interface Window {
    axe?: typeof AxeCore;
  }
}

type Check = {
  /** CSS selectors of the parts to check; the whole document when left out. */
  include?: string[];
  /** Rule ids to run instead of every WCAG 2.2 A/AA rule. */
  rules?: string[];
};

/**
 * Runs axe-core in the page, with its own documented API (`axe.run`), and returns what it found. The
 * source is put into the page once, and again only after a navigation has replaced the document.
 *
 * Not `@axe-core/playwright`: its `analyze()` injects the source twice, then opens a blank page for
 * `axe.finishRun`, so that it can merge results from cross-origin frames, which this site does not have.
 * On /patterns/nagging that took 1.8 s a call where `axe.run` takes 0.23 s (ADR 027). Only violations are
 * gathered in full (`resultTypes`), which is all a test reads.
 */
export async function axe(page: Page, { include, rules }: Check = {}): Promise<AxeResults> {
  // Not `"axe" in window`: an element with id="axe" would pass that.
  if (!(await page.evaluate(() => typeof window.axe?.run === "function"))) await page.evaluate(axeSource);
  const options: RunOptions = {
    resultTypes: ["violations"],
    runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: wcagTags },
  };
  return page.evaluate(
    ([selectors, runOptions]) =>
      window.axe!.run(
        selectors ? { include: selectors.map((selector) => [selector]) } : document,
        runOptions,
      ),
    [include ?? null, options] as const,
  );
}

/**
 * axe for a page shown in one theme: every WCAG 2.2 A/AA rule in the light theme; in the dark theme, the
 * rules that read colours. The dark theme changes colours and nothing else (app/styles/theme.test.ts
 * keeps it so), so the other rules would find in it what they find in the light one.
 */
export function axeInTheme(
  page: Page,
  colorScheme: "light" | "dark",
  check: Omit<Check, "rules"> = {},
): Promise<AxeResults> {
  return axe(page, colorScheme === "light" ? check : { ...check, rules: colourRules });
}
