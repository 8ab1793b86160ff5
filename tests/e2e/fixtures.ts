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

/** Start recording the page's layout shifts (Chromium's Layout Instability API) before it loads. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML.slice(0, 80) ?? "?"),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts recorded so far, after two frames so that the last paint's are reported. */
export async function layoutShifts(page: Page) {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise((done) => requestAnimationFrame(done));
    return (window as unknown as { __layoutShifts: { value: number; moved: string[] }[] }).__layoutShifts;
  });
}
