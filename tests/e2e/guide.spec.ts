import { guidePath, siteConfig } from "#app/site.config.ts";
import { specLabels } from "../spec-text.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { patterns } from "#app/content/patterns.ts";
import { guidePdfBudget } from "../../scripts/pipeline/guide/budget.ts";

// A British visitor: the PDFs offered first are A4 (paper.spec.ts checks US Letter for en-US).
test.use({ locale: "en-GB" });

test.describe("strategic guide download", () => {
  test("Download Guide links to the PDF with the download attribute", async ({ page }) => {
    await page.goto("/tools");
    await waitForHydration(page);
    const link = page.getByRole("link", { name: specLabels.downloadGuide });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", guidePath);
    await expect(link).toHaveAttribute("download");
    expect(guidePath).toBe(`/downloads/${siteConfig.slug}-strategic-guide.pdf`);

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`${siteConfig.slug}-strategic-guide.pdf`);
    expect(await download.failure()).toBeNull();
  });

  test("the guide is served as a PDF of at least 8 A4 pages with its metadata", async ({ request }) => {
    const response = await request.get(guidePath);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
    const body = await response.body();
    expect(body.length).toBeLessThan(guidePdfBudget(patterns.length));
    const pdf = body.toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
    // Page objects are never inside compressed streams in this file, so they can be counted.
    const pages = pdf.match(/\/Type \/Page\n/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(8);
    expect(pdf.match(/\/MediaBox \[0 0 595\.28 841\.89\]/g)?.length).toBe(pages);
    expect(pdf).toContain(`(${siteConfig.name})`);
  });
});
