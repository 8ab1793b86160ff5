import { dataUrl, iconMarkup, spriteIconNames } from "../../scripts/dev/icon-sprite.ts";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/*
 * The icons are one SVG strip that each icon's CSS mask shows one cell of (ADR 031): one image per page,
 * however many kinds of icon it shows, and each icon exactly as lucide draws it on its own.
 */
test("every icon on a page is painted from one image", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const images = await page.evaluate(() =>
    [...document.querySelectorAll(".icon")].map((icon) => getComputedStyle(icon).maskImage),
  );
  expect(images.length).toBeGreaterThan(10);
  expect(new Set(images).size).toBe(1);
  expect(images[0]).toMatch(/^url\("data:image\/svg\+xml,/);
});

test("each icon looks as lucide draws it, at 16, 24 and 40 px", async ({ page, request }) => {
  await page.goto("/");
  const stylesheet = await page.locator('link[rel="stylesheet"]').getAttribute("href");
  const css = await (await request.get(stylesheet!)).text();
  // A blank page (none of the site's scripts or policy) with the site's stylesheet: the icons through the
  // strip, and after them each icon's own drawing as a mask of its own, as the site drew icons before.
  const sheet = await page.context().newPage();
  await sheet.setContent(`<style>${css}</style><body style="background:#fff;color:#000"></body>`);
  for (const size of [16, 24, 40]) {
    const grid = (cell: (name: string) => string) =>
      `<div style="display:grid;grid-template-columns:repeat(10,${size + 8}px);gap:4px;padding:8px;width:max-content">${spriteIconNames.map(cell).join("")}</div>`;
    const box = `width:${size}px;height:${size}px`;
    await sheet.evaluate(
      (html) => (document.body.innerHTML = html),
      [
        grid((name) => `<span class="icon icon-${name}" style="${box}"></span>`),
        grid(
          (name) =>
            `<span class="icon" style="${box};mask:${dataUrl(iconMarkup(name as (typeof spriteIconNames)[number])).replaceAll('"', "&quot;")} center / contain no-repeat"></span>`,
        ),
      ].join(""),
    );
    // The stylesheet applies: the first icon is painted through the strip.
    await expect(sheet.locator(".icon-" + spriteIconNames[0]).first()).toHaveCSS("mask-size", /%/);
    const [strip, own] = await Promise.all([
      sheet.locator("div").nth(0).screenshot(),
      sheet.locator("div").nth(1).screenshot(),
    ]);
    const difference = await pixelDifference(sheet, strip, own);
    // Scaled from one strip or from a lone image, a curve's edge pixels can be shaded a little differently
    // (seen: up to 68 of 255, on a few hundred pixels); a wrong, shifted or cut icon differs by 255.
    expect(
      difference.strongest,
      `the icons at ${size} px differ from lucide's own drawings: ${JSON.stringify(difference)}`,
    ).toBeLessThanOrEqual(128);
  }
});

/** How many pixels of two screenshots of one size differ, and by how much at most (0–255, red channel). */
async function pixelDifference(page: Page, a: Buffer, b: Buffer) {
  const [first, second] = [a, b].map((png) => `data:image/png;base64,${png.toString("base64")}`);
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (source: string) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [one, two] = await Promise.all([pixels(first!), pixels(second!)]);
      let count = 0;
      let strongest = one.length === two.length ? 0 : 255;
      for (let index = 0; index < one.length; index += 4) {
        const difference = Math.abs(one[index]! - two[index]!);
        if (difference > 0) count += 1;
        strongest = Math.max(strongest, difference);
      }
      return { pixels: count, strongest };
    },
    [first, second],
  );
}
