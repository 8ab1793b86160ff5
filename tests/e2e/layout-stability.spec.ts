import {
  expect,
  layoutShifts,
  recordLayoutShifts,
  test,
  waitForHydration,
  type LayoutShift,
} from "./fixtures";
import { sweptPaths } from "./site-urls";

/*
 * Hydration moves no box on any page, on a phone or a desktop: what the script adds or enables is
 * pre-rendered at its final size (disabled until then, hidden where scripting is off), so the screen a
 * visitor reads does not jump when the script arrives. The swept pages include narrowed lists short
 * enough to put what follows them on the first screen.
 *
 * US English, Lighthouse's language and the pre-rendered dates' format. Words may move along their own
 * line: for US English the paper offered first becomes US Letter at hydration, and the link after it
 * moves sideways (a score of 0.0016 at 375 px). Elsewhere the dates take the visitor's format, moving
 * the rest of their line by a few pixels (0.00005). Both are measured in docs/performance.md.
 */
test.describe.configure({ timeout: 120_000 });

/** A shift that moves something other than words along their own line. */
const movesABox = (shift: LayoutShift) =>
  shift.moved.some(
    (source) =>
      source.down !== 0 || !["text", "inline", "inline-flex", "inline-block"].includes(source.display),
  );

test.use({ locale: "en-US" });

for (const [width, height] of [
  [375, 667],
  [1280, 900],
] as const) {
  test(`no page moves a box as it hydrates, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await recordLayoutShifts(page);
    const shifted: Record<string, LayoutShift[]> = {};
    for (const path of sweptPaths()) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      const shifts = (await layoutShifts(page)).filter(movesABox);
      if (shifts.length > 0) shifted[path] = shifts;
    }
    expect(shifted).toEqual({});
  });
}
