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

test("the page hydrates in parts, and is marked hydrated only once every part is", async ({ page }) => {
  // At the moment <html> is marked, check that React has taken over the header, the page and the
  // footer: the mark must not come before the last part React hydrates (ADR 006).
  await page.addInitScript(() => {
    const owned = (selector: string) => {
      const element = document.querySelector(selector);
      return !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    };
    // The init script runs before <html> exists, so it observes the document.
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== "true") return;
      observer.disconnect();
      (window as unknown as { partsAtMark: Record<string, boolean> }).partsAtMark = {
        header: owned("header a"),
        page: owned("main h1"),
        footer: owned("footer a"),
      };
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  for (const route of ["/", "/glossary", "/blog/ai-neutrality"]) {
    await page.goto(route);
    await waitForHydration(page);
    const parts = await page.evaluate(() => (window as unknown as { partsAtMark?: object }).partsAtMark);
    expect(parts, route).toEqual({ header: true, page: true, footer: true });
  }
});
