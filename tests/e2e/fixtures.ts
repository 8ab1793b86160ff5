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

/** One layout shift: its score, and each node that moved, how far right and down, and how it is laid out. */
export type LayoutShift = {
  value: number;
  moved: { node: string; display: string; right: number; down: number }[];
};

/** Start recording the page's layout shifts (Chromium's Layout Instability API) before it loads. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map(({ node, previousRect, currentRect }) => ({
            node: !node
              ? "(removed)"
              : node instanceof Element
                ? node.outerHTML.slice(0, 100)
                : `${node.nodeName} "${node.textContent?.slice(0, 60)}"`,
            display: node instanceof Element ? getComputedStyle(node).display : "text",
            right: Math.round(currentRect.x - previousRect.x),
            down: Math.round(currentRect.y - previousRect.y),
          })),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts recorded so far, after two frames so that the last paint's are reported. */
export async function layoutShifts(page: Page) {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise((done) => requestAnimationFrame(done));
    return (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts;
  });
}
