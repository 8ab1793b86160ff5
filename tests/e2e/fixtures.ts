import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";

/**
 * Every browser test fails if the page logs a console error or warning, or a
 * request fails, unless the test says which messages it expects
 * (`test.use({ expectedConsoleErrors: [/404 Error/] })`; the patterns also excuse failed requests). Hydration mismatches
 * and React warnings therefore cannot slip through.
 */
type Fixtures = {
  /** One pattern, or several. (Playwright reads an array in test.use() as [value, options], so one RegExp is simplest.) */
  expectedConsoleErrors: RegExp | RegExp[];
  consoleProblems: string[];
};

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  consoleProblems: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      const expected = Array.isArray(expectedConsoleErrors) ? expectedConsoleErrors : [expectedConsoleErrors];
      page.on("console", (message: ConsoleMessage) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        const text = message.text();
        if (expected.some((pattern) => pattern.test(text))) return;
        problems.push(`console.${message.type()}: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      page.on("requestfailed", (request) => {
        const url = request.url();
        // mailto: hand-offs are not network requests a page can fail.
        if (url.startsWith("mailto:")) return;
        // ERR_ABORTED is the browser cancelling a request because the test moved on to another page.
        if (request.failure()?.errorText === "net::ERR_ABORTED") return;
        const problem = `request failed: ${url} (${request.failure()?.errorText})`;
        if (expected.some((pattern) => pattern.test(problem))) return;
        problems.push(problem);
      });
      await use(problems);
      expect(problems, "console errors, warnings or failed requests").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Wait until React has hydrated the whole page: HydrationMark marks <html> once every part is. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
