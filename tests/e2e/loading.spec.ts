import { expect, test, waitForHydration } from "./fixtures";
import { sitePaths } from "./site-urls";

/*
 * The loading order that keeps a slow phone's first paint as fast as the page without JavaScript
 * (ADR 006): the HTML, CSS and font have the connection to themselves, and the app's modules are
 * only requested once the page has loaded. Timings are the benchmark's business; the order is not.
 */
test.describe.configure({ mode: "serial" });

for (const route of sitePaths()) {
  test(`${route} requests no JavaScript until the page has loaded, then hydrates`, async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
      const [paint] = performance.getEntriesByName("first-contentful-paint");
      return {
        loadEventStart: navigation?.loadEventStart ?? Number.NaN,
        firstContentfulPaint: paint?.startTime ?? Number.NaN,
        scriptStarts: scripts.map((entry) => entry.startTime),
      };
    });
    expect(timing.scriptStarts.length, "modules loaded for hydration").toBeGreaterThan(0);
    const firstRequest = Math.min(...timing.scriptStarts);
    expect(firstRequest, "first module request after load").toBeGreaterThanOrEqual(timing.loadEventStart);
    expect(firstRequest, "first module request after the first paint").toBeGreaterThanOrEqual(
      timing.firstContentfulPaint,
    );
  });
}

test("the HTML carries only the inline script that starts loading, not the hydration data", async ({
  request,
}) => {
  for (const route of sitePaths()) {
    const html = await (await request.get(route)).text();
    const inline = [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1])
      .join("");
    expect(inline, route).not.toContain("streamController.enqueue");
    // React Router's scroll restoration and the loader; the hydration data and module list load later.
    expect(inline.length, route).toBeLessThan(1_300);
  }
});

test("the pre-rendered HTML names no module to fetch before the load event", async ({ request }) => {
  for (const route of sitePaths()) {
    const html = await (await request.get(route)).text();
    expect(html, route).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(html, route).not.toMatch(/<script[^>]+\bsrc=/);
    expect(html, route).not.toMatch(/^import /m);
  }
});
