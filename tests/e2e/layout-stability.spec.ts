import {
  expect,
  layoutShifts,
  recordLayoutShifts,
  test,
  waitForHydration,
  type LayoutShift,
} from "./fixtures.ts";
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
