import { footerContent } from "#app/content/footer.ts";
import { joinPath, siteConfig } from "#app/site.config.ts";
import { specHeadings, specLabels } from "../spec-text.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { expectTappable, leafLinks, mainDropdowns } from "./navigation.ts";

/** A dropdown's label and a leaf link's name, from the navigation's config (./navigation). */
const [insightsMenu, resourcesMenu, aboutMenu] = mainDropdowns.map((dropdown) => dropdown.label);
const leaf = (href: string) => {
  const entry = leafLinks.find(([, target]) => target === href);
  if (!entry) throw new Error(`No navigation link to ${href}`);
  return entry[0];
};
const insights = mainDropdowns[0]!.links.map(([name]) => name);

test.describe("desktop navigation", () => {
  test("has the five entries with the spec's labels", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: leaf("/") })).toBeVisible();
    for (const name of mainDropdowns.map((dropdown) => dropdown.label)) {
      await expect(nav.getByRole("button", { name })).toHaveAttribute("aria-expanded", "false");
    }
  });

  test("a dropdown opens on click, lists its links, and a link navigates client-side", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: insightsMenu });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    for (const name of insights) await expect(nav.getByRole("link", { name })).toBeVisible();
    await nav.getByRole("link", { name: leaf("/why-it-matters") }).click();
    await expect(page).toHaveURL("/why-it-matters");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    // The same document: a client-side navigation, not a reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("choosing the page already shown in a dropdown closes it, before any navigation has happened", async ({
    page,
  }) => {
    // The list's links keep their pre-rendered HTML until the page changes (StaticPart): the list itself
    // must close on the click.
    await page.goto("/why-it-matters");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: insightsMenu });
    await trigger.click();
    const link = nav.getByRole("link", { name: leaf("/why-it-matters") });
    await expect(link).toHaveAttribute("aria-current", "page");
    await link.click();
    await expect(link).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL("/why-it-matters");
  });

  test("a dropdown closes on Escape and on a click outside", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: resourcesMenu });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("the menus work from the keyboard alone", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: aboutMenu });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: leaf("/our-mission") })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: leaf("/our-approach") })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/our-approach");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("marks the current page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: leaf("/") })).toHaveAttribute("aria-current", "page");
    await page.goto("/glossary");
    await waitForHydration(page);
    await expect(nav.getByRole("link", { name: leaf("/") })).not.toHaveAttribute("aria-current", "page");
    await nav.getByRole("button", { name: resourcesMenu }).click();
    await expect(nav.getByRole("link", { name: leaf("/glossary") })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: leaf("/blog") })).not.toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");

    // Inside the pattern library, Resources and Pattern Library show where the visitor is.
    await page.goto("/patterns/hidden-costs");
    await waitForHydration(page);
    const resources = nav.getByRole("button", { name: resourcesMenu });
    await expect(resources).toHaveAttribute("data-active", "true");
    await expect(nav.getByRole("button", { name: insightsMenu })).toHaveAttribute("data-active", "false");
    await resources.click();
    await expect(nav.getByRole("link", { name: leaf("/patterns") })).toHaveAttribute(
      "aria-current",
      "location",
    );
    await expect(nav.getByRole("link", { name: leaf("/spot-the-pattern") })).not.toHaveAttribute(
      "aria-current",
    );
  });

  test("content starts below the fixed navigation bar", async ({ page }) => {
    await page.goto("/tools");
    await waitForHydration(page);
    const header = await page.getByRole("banner").boundingBox();
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(header && heading && heading.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await page.getByRole("banner").boundingBox())?.y).toBe(0);
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the toggle opens a flat list of every leaf link, each tappable, and choosing one closes it", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#mobile-menu");
    const links = menu.getByRole("link");
    await expect(links).toHaveCount(leafLinks.length);
    // Each link is drawn inside the viewport once the menu has scrolled to it (it scrolls inside itself
    // when the list is taller than the screen), and a tap at its centre lands on it.
    for (const [index, [name, href]] of leafLinks.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAccessibleName(name);
      await expect(link).toHaveAttribute("href", href);
      await expectTappable(link);
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await menu.getByRole("link", { name: leaf("/glossary") }).click();
    await expect(page).toHaveURL("/glossary");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("on a 320 × 568 phone the menu shows what fits and scrolls inside itself to the rest", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto("/blog/ai-neutrality");
    await waitForHydration(page);
    await page.mouse.wheel(0, 800);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    const box = await menu.boundingBox();
    const header = await page.getByRole("banner").boundingBox();
    // Laid over the page from under the bar to the bottom of the screen, whatever the scroll position.
    expect(box!.y).toBeCloseTo(header!.y + header!.height, 0);
    expect(box!.y + box!.height).toBeCloseTo(568, 0);
    const links = menu.getByRole("link");
    await expect(links.first()).toBeInViewport({ ratio: 1 });
    expect(await menu.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    for (const [index] of leafLinks.entries()) await expectTappable(links.nth(index));
    await links.last().click();
    await expect(page).toHaveURL(joinPath);
  });

  test("before the scripts arrive, the menu already opens and its links work", async ({ page }) => {
    // Hold back every module, as a slow connection does for the first seconds.
    await page.route(/\/assets\/.+\.js$/, () => {});
    await page.goto("/tools");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    const link = menu.getByRole("link", { name: leaf("/our-mission") });
    await expectTappable(link);
    await link.click();
    await expect(page).toHaveURL("/our-mission");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the menu closes with Escape and the toggle toggles", async ({ page }) => {
    await page.goto("/tools");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: leaf("/tools") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test("the desktop bar is hidden and nothing overflows horizontally", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: insightsMenu })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("page changes", () => {
  test("scroll to the top when the path changes", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const glossaryLink = footerContent.quickLinks.find((link) => link.href === "/glossary")!;
    await page.getByRole("contentinfo").getByRole("link", { name: glossaryLink.label }).click();
    await expect(page).toHaveURL("/glossary");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("a skip link is the first thing a keyboard reaches and jumps to the main content", async ({
    page,
  }) => {
    await page.goto("/tools");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("footer", () => {
  test("has the blurb, three named social links, the quick links, Stay Informed, © 2024–now and the licence", async ({
    page,
  }) => {
    await page.goto("/our-mission");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    // The spec's four quick links, in its order.
    expect(footerContent.quickLinks.map((link) => link.href)).toEqual([
      "/understanding",
      "/tools",
      "/dashboard",
      "/glossary",
    ]);
    for (const { label, href } of footerContent.quickLinks) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    const social = footer.getByRole("link", { name: /LinkedIn|GitHub|RSS/ });
    await expect(social).toHaveCount(3);
    for (const link of await social.all()) {
      const href = await link.getAttribute("href");
      expect(href).toMatch(/^(https:\/\/|\/rss\.xml$)/);
      if (href!.startsWith("https://")) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    }
    await expect(footer.getByRole("heading", { name: specHeadings.stayInformed })).toBeVisible();
    await expect(footer.getByRole("button", { name: specLabels.subscribe })).toBeVisible();
    // The build's year, whenever the build ran: the test does not read today's date.
    await expect(footer).toContainText(new RegExp(`© ${siteConfig.foundedYear}–20\\d\\d ${siteConfig.name}`));
    await expect(footer).not.toContainText("All rights reserved");
    const licence = footer.getByRole("link", { name: /CC BY 4\.0/ });
    await expect(licence).toHaveAttribute("href", "https://creativecommons.org/licenses/by/4.0/");
    await expect(licence).toHaveAttribute("target", "_blank");
  });
});
