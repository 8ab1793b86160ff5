import type { Page } from "@playwright/test";
import { ourApproachPage } from "#app/content/pages/our-approach.ts";
import { ourMissionPage } from "#app/content/pages/our-mission.ts";
import { partnershipsPage } from "#app/content/pages/partnerships.ts";
import { partnershipProjects } from "#app/content/partnerships.ts";
import { familyPages, sitePages, type SitePage } from "#app/site-pages.ts";
import { expect, test } from "./fixtures.ts";

/*
 * Issue 18: the page families look different from their first screen on. Explainers open on the tinted
 * band and close on the filled panel; indexes open on a compact muted band; organisation pages read like a
 * report: a ruled masthead with the lead beside the title, side headings, and items ruled rather than boxed.
 * Every page of each family (app/site-pages.ts), so a page added to one is checked too, except those that
 * open on a heading of their own (`ownOpening`: the home page, the pack's sheets and projector views).
 */
const ownOpening = new Set(sitePages.filter((page: SitePage) => page.ownOpening).map((page) => page.path));
const opensOnItsHero = (paths: string[]) => paths.filter((path) => !ownOpening.has(path));
const organisation = opensOnItsHero(familyPages.organisation);
const indexes = opensOnItsHero(familyPages.index);
const explainers = opensOnItsHero(familyPages.explainer);

/** The hero is the element that holds the page's h1 and spans the width of the page. */
async function heroBackground(page: Page) {
  return page.locator("main h1").evaluate((h1) => {
    let element: Element | null = h1;
    while (element && element.parentElement?.tagName !== "MAIN") element = element.parentElement;
    const style = getComputedStyle(element!);
    return { image: style.backgroundImage, color: style.backgroundColor };
  });
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of organisation) {
    test(`${path} reads as an organisation page`, async ({ page }) => {
      await page.goto(path);
      const hero = await heroBackground(page);
      expect(hero.image, "no tinted band").toBe("none");
      // The lead stands beside the title, not under it.
      const title = await box(page, "main h1");
      const lead = await box(page, "main h1 ~ p, main div:has(> h1) + div > p");
      expect(lead.x).toBeGreaterThan(title.x + 200);
      expect(lead.y).toBeLessThan(title.y + title.height);
      // A side heading: the first section's h2 sits left of its content.
      const section = page.locator("main section[aria-labelledby]").first();
      const heading = (await section.locator("h2").first().boundingBox())!;
      const content = (await section
        .locator("h2")
        .first()
        .locator("xpath=../following-sibling::div")
        .boundingBox())!;
      if (path !== "/contact" && path !== "/the-team") {
        expect(content.x, "content beside the heading").toBeGreaterThanOrEqual(heading.x + heading.width);
      }
    });
  }

  for (const path of indexes) {
    test(`${path} opens on the compact index band`, async ({ page }) => {
      await page.goto(path);
      const hero = await heroBackground(page);
      expect(hero.image).toBe("none");
      expect(hero.color).not.toBe("rgba(0, 0, 0, 0)");
      const title = await box(page, "main h1");
      expect(title.y, "the list starts close to the top").toBeLessThan(180);
    });
  }

  for (const path of explainers) {
    test(`${path} opens on the tinted explainer band`, async ({ page }) => {
      await page.goto(path);
      expect((await heroBackground(page)).image).toContain("gradient");
    });
  }

  test("organisation pages rule their lists instead of boxing them", async ({ page }) => {
    for (const path of ["/our-mission", "/our-approach", "/partnerships"]) {
      await page.goto(path);
      await expect(page.locator('main [data-slot="card"]'), path).toHaveCount(0);
    }
    await page.goto("/our-mission");
    const goal = page
      .getByRole("heading", { level: 3, name: ourMissionPage.goals.cards[0]!.title })
      .locator("..");
    await expect(goal).toHaveCSS("border-top-width", "2px");
    await expect(goal).toHaveCSS("border-left-width", "0px");
    await page.goto("/our-approach");
    const step = page
      .getByRole("heading", { level: 3, name: ourApproachPage.methodology.steps[0]!.title })
      .locator("..");
    await expect(step).toHaveCSS("border-top-width", "2px");
    await expect(step).toHaveCSS("border-left-width", "0px");
    await page.goto("/our-mission");
    // The close is a ruled section with ordinary buttons, not the explainers' filled panel.
    const close = page.getByRole("heading", { level: 2, name: ourMissionPage.closing.title }).locator("..");
    await expect(close).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await page.goto("/understanding");
    const panel = page.locator('section[aria-labelledby="cta-title"] > div');
    await expect(panel).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("organisation pages stack: the lead under the title, the heading above its content", async ({
    page,
  }) => {
    await page.goto("/partnerships");
    const title = await box(page, "main h1");
    const lead = await box(page, "main div:has(> h1) + div > p");
    expect(lead.y).toBeGreaterThan(title.y + title.height - 1);
    const heading = (await page
      .getByRole("heading", { level: 2, name: partnershipsPage.projectsHeader.title })
      .boundingBox())!;
    const project = (await page
      .getByRole("heading", { level: 3, name: partnershipProjects[0]!.title })
      .boundingBox())!;
    expect(project.y).toBeGreaterThan(heading.y + heading.height);
  });
});

test.describe("reading pages", () => {
  for (const [path, text] of [
    ["/blog/ai-neutrality", ".article-body > p"],
    ["/patterns/confirmshaming", ".reading p"],
  ] as const) {
    test(`${path} sets its running text at 18 px on a phone and at a reading measure on a desktop`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      await expect(page.locator(text).first()).toHaveCSS("font-size", "18px");
      await page.setViewportSize({ width: 1280, height: 900 });
      const width = await page
        .locator(text)
        .first()
        .evaluate((p) => p.getBoundingClientRect().width);
      // About 65–75 characters of an 18 px text face.
      expect(width).toBeGreaterThan(560);
      expect(width).toBeLessThanOrEqual(780);
    });
  }
});
