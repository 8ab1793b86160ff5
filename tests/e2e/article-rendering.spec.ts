import { execFileSync } from "node:child_process";
import { blogPage } from "#app/content/pages/blog.ts";
import { articleHeadings } from "./articles.ts";
import { expect, layoutShifts, recordLayoutShifts, test, waitForHydration } from "./fixtures.ts";

/**
 * A long article's blocks away from the screen are styled, laid out and painted only when they come
 * near it (`content-visibility: auto`, ADR 045). What a reader must not notice: a block appears in
 * place when scrolled to, nothing on screen moves, a focus ring is never cut off at a block's edge,
 * and a printout has every block.
 */
const slug = "nudging-experience-part2";
const path = `/blog/${slug}`;
// The article's last section, its references, as its MDX names it.
const referencesHeading = articleHeadings(slug).at(-1)!;

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the far blocks wait off screen and appear in place when scrolled to, moving nothing", async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.goto(path);
    await waitForHydration(page);
    const title = page.getByRole("heading", { level: 1 });
    const titleBox = await title.boundingBox();
    const lastReference = page.locator("[id^=ref-]").last();
    const rendered = () =>
      lastReference.evaluate((item) => item.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered(), "the last reference is not rendered before it is near the screen").toBe(false);

    // The contents' link moves there as any fragment link does.
    await page
      .getByRole("navigation", { name: blogPage.tocLabel })
      .getByRole("link", { name: referencesHeading })
      .click();
    await expect(page.getByRole("heading", { name: referencesHeading, level: 2 })).toBeInViewport();
    const firstReference = page.locator("[id^=ref-]").first();
    await expect(firstReference).toBeInViewport();
    expect(
      await firstReference.evaluate((item) => item.checkVisibility({ contentVisibilityAuto: true })),
    ).toBe(true);
    await expect(page.getByRole("heading", { name: blogPage.patternsTitle })).toBeAttached();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(title).toBeInViewport();
    expect(await title.boundingBox()).toEqual(titleBox);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test("no focus ring is cut off at the edge of the block it is in", async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    // The ring's reach, read from a focused link: outline width plus offset.
    const firstLink = page.locator(".article-body a").first();
    await firstLink.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const reach = await firstLink.evaluate((link) => {
      const style = getComputedStyle(link);
      return parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    });
    expect(reach, "a focused link shows a ring").toBeGreaterThan(0);

    // Each block is measured on screen, rendered, as a reader who moves to it sees it.
    const cut = await page.evaluate(async (ring) => {
      const found: string[] = [];
      for (const block of document.querySelectorAll<HTMLElement>(".article-body > *")) {
        block.scrollIntoView();
        for (let frame = 0; frame < 2; frame++) await new Promise((done) => requestAnimationFrame(done));
        // Only a contained block clips what overflows it.
        if (getComputedStyle(block).contentVisibility !== "auto") continue;
        const margin = parseFloat(getComputedStyle(block).overflowClipMargin) || 0;
        const edge = block.getBoundingClientRect();
        for (const control of block.querySelectorAll<HTMLElement>("a, button, [tabindex]")) {
          for (const box of control.getClientRects()) {
            const inside =
              box.left - ring >= edge.left - margin - 0.5 &&
              box.right + ring <= edge.right + margin + 0.5 &&
              box.top - ring >= edge.top - margin - 0.5 &&
              box.bottom + ring <= edge.bottom + margin + 0.5;
            if (!inside) found.push(control.outerHTML.slice(0, 80));
          }
        }
      }
      return found;
    }, reach);
    expect(cut).toEqual([]);
  });
});

test("a printout has every block, however far from the screen it was", async ({ page }, testInfo) => {
  await page.goto(path);
  const lastReference = page.locator("[id^=ref-]").last();
  expect(await lastReference.evaluate((item) => item.checkVisibility({ contentVisibilityAuto: true }))).toBe(
    false,
  );
  const file = testInfo.outputPath("article.pdf");
  await page.pdf({ path: file });
  const printed = execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], {
    encoding: "utf8",
  }).replace(/\s+/g, " ");
  for (const block of await page.locator(".article-body > p").all()) {
    const words = (await block.textContent())!.replace(/\s+/g, " ").trim().split(" ").slice(0, 6).join(" ");
    expect(printed, "each paragraph's first words are on paper").toContain(words);
  }
  const lastWords = (await lastReference.textContent())!
    .replace(/\s+/g, " ")
    .trim()
    .split(" ")
    .slice(0, 4)
    .join(" ");
  expect(printed).toContain(lastWords);
});
