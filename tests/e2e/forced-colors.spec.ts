import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Forced colours (Windows High Contrast) replace every background with the system's. A filled button
 * or a coloured panel would be text floating on the page; they get a border there, drawn in a system
 * colour, and none otherwise.
 */
const borderWidth = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).borderTopWidth);

test("filled buttons and the call-to-action panel keep their edges in forced colours", async ({ page }) => {
  await page.goto("/tools");
  const guideButton = page.getByRole("link", { name: "Download Guide" });
  const subscribe = page.getByRole("button", { name: "Subscribe" });
  const panel = page.locator("#guide > div");
  await expect(subscribe).toBeVisible();
  expect(await borderWidth(subscribe)).toBe("0px");
  expect(await borderWidth(panel)).toBe("0px");

  await page.emulateMedia({ forcedColors: "active" });
  expect(await borderWidth(subscribe)).toBe("1px");
  expect(await borderWidth(guideButton)).toBe("1px");
  expect(await borderWidth(panel)).toBe("1px");
  // The border is drawn in a system colour, not the (now dropped) background's.
  const colour = await subscribe.evaluate((element) => getComputedStyle(element).borderTopColor);
  expect(colour).not.toBe("rgba(0, 0, 0, 0)");
});

test("the closing call-to-action band keeps its edge in forced colours", async ({ page }) => {
  await page.goto("/understanding");
  const band = page.locator('section[aria-labelledby="cta-title"] > div');
  await expect(band).toBeVisible();
  await page.emulateMedia({ forcedColors: "active" });
  expect(await borderWidth(band)).toBe("1px");
});
