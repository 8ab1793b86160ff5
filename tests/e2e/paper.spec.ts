import { toolsPage } from "#app/content/pages/tools.ts";
import { teachPage } from "#app/content/pages/teach.ts";
import { lessons } from "#app/content/teach.ts";
import { guidePathFor, teachPdfPath } from "#app/site.config.ts";
import { specLabels } from "../spec-text.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { teachPartPath, teachParts } from "#app/lib/teach-parts.ts";
import { isHeading, lastText, pageFill, printedPages } from "../../scripts/pipeline/pdf/printed-pages.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/*
 * Issue 35.4: every PDF in A4 and US Letter. The page offers US Letter first to a visitor whose browser
 * language is US English, A4 to everyone else, and always the other size beside it.
 */

test.describe("a visitor whose browser speaks US English", () => {
  test.use({ locale: "en-US" });

  test("is offered the guide and the lessons in US Letter first, and A4 beside them", async ({ page }) => {
    await page.goto("/tools");
    await waitForHydration(page);
    const guide = page.locator("#guide");
    await expect(guide.getByRole("link", { name: specLabels.downloadGuide })).toHaveAttribute(
      "href",
      guidePathFor("letter"),
    );
    await expect(guide.getByText(/US Letter pages/)).toBeVisible();
    const a4 = guide.getByRole("link", { name: /^also in A4, \d+ KB$/ });
    await expect(a4).toHaveAttribute("href", guidePathFor("a4"));
    await expect(a4).toHaveAttribute("download");
    await expect(page.getByRole("link", { name: toolsPage.hero.guideLink.label })).toHaveAttribute(
      "href",
      guidePathFor("letter"),
    );

    const lesson = lessons[0]!;
    await page.goto(`/teach/${lesson.id}`);
    await waitForHydration(page);
    await expect(
      page.getByRole("link", { name: `${teachPage.downloadLabel}: ${lesson.title}`, exact: true }),
    ).toHaveAttribute("href", teachPdfPath(lesson.id, "letter"));
    await expect(page.getByRole("link", { name: /^also in A4, \d+ KB$/ })).toHaveAttribute(
      "href",
      teachPdfPath(lesson.id, "a4"),
    );
  });
});

test.describe("a visitor whose browser speaks British English", () => {
  test.use({ locale: "en-GB" });

  test("is offered A4 first, and US Letter beside it, a tap away", async ({ page }) => {
    await page.goto("/tools");
    await waitForHydration(page);
    const guide = page.locator("#guide");
    await expect(guide.getByRole("link", { name: specLabels.downloadGuide })).toHaveAttribute(
      "href",
      guidePathFor("a4"),
    );
    await expect(guide.getByText(/A4 pages/)).toBeVisible();
    const letter = guide.getByRole("link", { name: /^also in US Letter, \d+ KB$/ });
    await expect(letter).toHaveAttribute("href", guidePathFor("letter"));
    await letter.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([page.waitForEvent("download"), letter.click()]);
    expect(download.suggestedFilename()).toBe(guidePathFor("letter").split("/").at(-1));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, locale: "en-US" });

  test("the page offers A4 first and US Letter beside it", async ({ page }) => {
    await page.goto("/teach");
    const lesson = lessons[0]!;
    await expect(
      page.getByRole("link", { name: `${teachPage.downloadLabel}: ${lesson.title}`, exact: true }),
    ).toHaveAttribute("href", teachPdfPath(lesson.id, "a4"));
    await expect(
      page.locator(`a[href="${teachPdfPath(lesson.id, "letter")}"]`).filter({ hasText: "US Letter" }),
    ).toBeVisible();
  });
});

/*
 * Printed from the browser (app.css: @page margins of 15 mm top and bottom), every lesson and sheet of the
 * pack fills each page but the last to a quarter or more and never ends a page on a heading, on A4 and
 * US Letter: Chromium's own print, read back like the PDFs the build writes.
 */
const printMargins = { top: (15 / 25.4) * 72, bottom: (15 / 25.4) * 72 };
for (const format of ["A4", "Letter"] as const) {
  test(`printed from the browser on ${format}, no page of the teaching pack is nearly empty or ends on a heading`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const dir = mkdtempSync(path.join(tmpdir(), "web-print-"));
    const problems: string[] = [];
    try {
      for (const part of teachParts) {
        await page.goto(teachPartPath(part));
        const file = path.join(dir, `${part}.pdf`);
        await page.pdf({ path: file, format });
        const pages = printedPages(file);
        for (const printed of pages.slice(0, -1)) {
          const fill = pageFill(printed, printMargins);
          if (fill < 0.25) problems.push(`${part} page ${printed.number}: ${Math.round(fill * 100)}% full`);
          const last = lastText(printed, printMargins);
          if (last && isHeading(last)) problems.push(`${part} page ${printed.number} ends on "${last.text}"`);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(problems).toEqual([]);
  });
}
