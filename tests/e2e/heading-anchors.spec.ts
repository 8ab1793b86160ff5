import type { Page } from "@playwright/test";
import { blogPage } from "#app/content/pages/blog.ts";
import { patternsPage } from "#app/content/pages/patterns.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { articleHeadings } from "./articles.ts";
import { axe } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * Section headings on articles and pattern pages are followed by a link to themselves
 * (AnchoredHeading): an ordinary fragment link, named after its heading, whose target lands
 * below the fixed header.
 */
const pages = [
  {
    path: "/blog/ai-neutrality",
    heading: articleHeadings("ai-neutrality")[0]!,
    id: "what-would-neutral-even-mean",
    linkName: (heading: string) => fillTemplate(blogPage.sectionLinkLabel, { heading }),
  },
  {
    path: "/patterns/autoplay",
    heading: patternsPage.page.howItWorksTitle,
    id: "how-it-works",
    linkName: (heading: string) => fillTemplate(patternsPage.page.sectionLinkLabel, { heading }),
  },
];

async function expectBelowHeader(page: Page, id: string) {
  const header = (await page.getByRole("banner").boundingBox())!;
  await expect(page.locator(`#${id}`)).toBeInViewport();
  const target = (await page.locator(`#${id}`).boundingBox())!;
  expect(target.y, "the heading lands below the fixed header").toBeGreaterThanOrEqual(
    header.y + header.height - 1,
  );
}

for (const { path, heading, id, linkName } of pages) {
  test.describe(path, () => {
    test("each section heading links to itself, and following the link lands on the heading", async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const main = page.getByRole("main");
      const target = main.getByRole("heading", { name: heading, exact: true });
      // The heading's name is its text alone; the link is named after it.
      await expect(target).toHaveAttribute("id", id);
      const link = main.getByRole("link", { name: linkName(heading), exact: true });
      await expect(link).toHaveAttribute("href", `#${id}`);
      await expect(link).toHaveClass(/heading-anchor/);
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
      // Every h2 in the page's body has one.
      const sectionHeadings = main.locator(".anchored-heading > h2");
      expect(await sectionHeadings.count()).toBeGreaterThan(2);
      expect(await main.locator(".anchored-heading > a.heading-anchor").count()).toBeGreaterThanOrEqual(
        await sectionHeadings.count(),
      );

      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}#${id}$`));
      await expectBelowHeader(page, id);
    });

    test("the links have no WCAG 2.2 A/AA violations, and a keyboard user sees the focused one", async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const link = page.getByRole("main").getByRole("link", { name: linkName(heading), exact: true });
      await link.focus();
      await expect(link).toHaveCSS("opacity", "1");
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        const results = await axe(page);
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
      }
    });
  });
}

test("on a touch screen the links are always shown", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 375, height: 740 },
  });
  const page = await context.newPage();
  await page.goto("/patterns/autoplay");
  const [, autoplay] = pages;
  await expect(page.getByRole("link", { name: autoplay!.linkName(autoplay!.heading) })).toHaveCSS(
    "opacity",
    "1",
  );
  await context.close();
});
