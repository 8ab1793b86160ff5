import { patterns } from "#app/content/patterns.ts";
import { reuseLabels } from "#app/content/reuse.ts";
import { attributionLine } from "#app/content/reuse-text.server.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * "Download this drawing" on a pattern page (issue 29.3): the four links are on screen where a visitor
 * reaches them, answer with the file and its type, and Copy puts the credit line on the clipboard. The
 * links, file names, sizes and metadata of every pattern page are checked over the build
 * (tests/build/reuse.test.ts).
 */

const pattern = patterns.find((entry) => entry.slug === "hidden-costs") ?? patterns[0]!;
const types = { svg: "image/svg+xml", png: "image/png" } as const;

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("a pattern page offers both drawings as SVG and PNG, with the credit line to copy", async ({ page }) => {
  await page.goto(`/patterns/${pattern.slug}`);
  await waitForHydration(page);
  const groups = page.getByRole("group", { name: reuseLabels.downloadTitle });
  await expect(groups).toHaveCount(2);

  for (const group of await groups.all()) {
    for (const [format, label] of [
      ["svg", reuseLabels.svgLabel],
      ["png", reuseLabels.pngLabel],
    ] as const) {
      const link = group.getByRole("link", { name: new RegExp(`^${label}\\b`) });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      await expect(link).toBeInViewport();
      const href = (await link.getAttribute("href"))!;
      expect(href).toMatch(new RegExp(`^/drawings/${pattern.slug}-(harmful|humane)\\.${format}$`));
      await expect(link).toHaveAttribute("download", /\.(svg|png)$/);
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"], href).toBe(types[format]);
    }
    await expect(group).toContainText(attributionLine(pattern.name));
  }

  await groups
    .first()
    .getByRole("button", { name: new RegExp(`^${reuseLabels.copyLabel}`) })
    .click();
  await expect(page.locator("[data-sonner-toast]")).toContainText(reuseLabels.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(attributionLine(pattern.name));
});
