import { expect, test, waitForHydration } from "./fixtures";
import { sitePaths } from "./site-urls";

/**
 * WCAG 1.4.10 Reflow: at 320 CSS pixels (a 1280 px window at 400 % zoom, or a small phone) no page
 * scrolls sideways. Wide content that cannot reflow (comparison tables) scrolls inside its own box.
 */
test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const path of sitePaths()) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const wide = [...document.querySelectorAll<HTMLElement>("main *, header *, footer *")]
          .filter((element) => element.getBoundingClientRect().right > width + 0.5)
          // Inside a box that scrolls on its own (a wide table) is fine.
          .filter((element) => !element.parentElement?.closest("[data-scroll], .overflow-x-auto"))
          .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
        return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 3) };
      });
      expect(overflow.wide, "elements past the right edge").toEqual([]);
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
    });
  }
});
