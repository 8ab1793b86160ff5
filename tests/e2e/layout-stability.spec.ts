import { createServer, request, type Server } from "node:http";
import {
  expect,
  layoutShifts,
  recordLayoutShifts,
  test,
  waitForHydration,
  type LayoutShift,
} from "./fixtures.ts";
import { homePage } from "#app/content/pages/home.ts";
import { sweptPaths } from "./site-urls.ts";

/*
 * Hydration moves nothing on any page, on a phone or a desktop: what the script adds or enables is
 * pre-rendered at its final size (disabled until then, hidden where scripting is off), so the screen a
 * visitor reads does not jump when the script arrives. The swept pages include narrowed lists short
 * enough to put what follows them on the first screen.
 *
 * In US English, Lighthouse's language and the pre-rendered dates' format. Elsewhere the dates take the
 * visitor's format at hydration and the rest of their line moves by a few pixels (a score of 0.00005,
 * docs/performance.md).
 */
test.describe.configure({ timeout: 120_000 });
// The typefaces are kept out, so every page stays in the metric-matched fallbacks a first visit has. From
// the second page on the faces would come from the cache, and whether one arrives inside font-display:
// optional's ~100 ms (app.css) depends on how busy the machine is, not on the page.
test.use({
  locale: "en-US",
  expectedConsoleErrors: /\.woff2 \(net::ERR_FAILED\)$|^Failed to load resource: net::ERR_FAILED$/,
});
test.beforeEach(async ({ page }) => {
  await page.route(/\.woff2$/, (route) => route.abort("failed"));
});

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 900 },
]) {
  test.describe(`${viewport.width} px`, () => {
    // The window's size from its creation: a resize after the first paint would move things too.
    test.use({ viewport });
    test(`no page shifts its layout as it hydrates, at ${viewport.width} px`, async ({ page }) => {
      await recordLayoutShifts(page);
      const shifted: Record<string, LayoutShift[]> = {};
      for (const path of sweptPaths()) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await waitForHydration(page);
        const shifts = await layoutShifts(page);
        if (shifts.length > 0) shifted[path] = shifts;
      }
      expect(shifted).toEqual({});
    });
  });
}

/*
 * A page's HTML can arrive, or be parsed, in parts: on a slow network, or when a slow phone's parser pauses. A
 * frame drawn between the parts shows the first screen half built, and it moves when the rest arrives (the
 * home's hero centres its headline beside an example that is still one drawing short). Here the home's HTML
 * stops for a moment just before that second drawing; the site's own server sends everything else.
 */
test.describe("HTML that arrives in two parts", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  let server: Server;
  test.afterEach(() => server.close());

  test("the first frame already holds the whole first screen, and nothing moves", async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!);
    const html = await (await fetch(new URL("/", origin))).text();
    const example = html.indexOf(homePage.example.label);
    const secondDrawing = html.indexOf("<svg", html.indexOf("<svg", example) + 1);
    expect(example, "the home's example").toBeGreaterThan(0);
    expect(secondDrawing, "its second drawing").toBeGreaterThan(example);
    server = createServer((incoming, outgoing) => {
      if (incoming.url === "/") {
        outgoing.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        outgoing.write(html.slice(0, secondDrawing));
        // The network's pause, not the test's: the browser decides what to draw in it.
        setTimeout(() => outgoing.end(html.slice(secondDrawing)), 800);
        return;
      }
      const upstream = request(new URL(incoming.url!, origin), {
        headers: { ...incoming.headers, host: origin.host },
      });
      upstream.on("response", (response) => {
        outgoing.writeHead(response.statusCode!, response.headers);
        response.pipe(outgoing);
      });
      incoming.pipe(upstream);
    });
    const port = await new Promise<number>((listening) =>
      server.listen(0, "127.0.0.1", () => listening((server.address() as { port: number }).port)),
    );

    await page.addInitScript(() => {
      // A requestAnimationFrame callback runs in the first frame the browser draws, not before.
      requestAnimationFrame(() => {
        Object.assign(window, {
          __firstFrameDrawings: document.querySelectorAll("main svg[data-drawing]").length,
        });
      });
    });
    await recordLayoutShifts(page);
    await page.goto(`http://127.0.0.1:${port}/`);
    await waitForHydration(page);
    const drawings = await page.locator("main svg[data-drawing]").count();
    expect(drawings).toBeGreaterThanOrEqual(2);
    expect(
      await page.evaluate(() => (window as unknown as { __firstFrameDrawings: number }).__firstFrameDrawings),
    ).toBe(drawings);
    expect(await layoutShifts(page)).toEqual([]);
  });
});
