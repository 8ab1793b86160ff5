import { expect, test } from "@playwright/test";
import { glossaryTerms } from "#app/content/glossary.ts";
import { jobs } from "#app/content/jobs.ts";
import { glossaryPage } from "#app/content/pages/glossary.ts";
import { joinPage } from "#app/content/pages/join.ts";
import { joinPath } from "#app/site.config.ts";
import { familyPages } from "#app/site-pages.ts";
import { sweptPaths } from "../e2e/site-urls.ts";
import { expectTappable, leafLinks, mainDropdowns } from "../e2e/navigation.ts";
import { specLabels } from "../spec-text.ts";

/** A navigation label, read from its config: a dropdown's, or the name of the link to `href`. */
const menu = (index: number) => mainDropdowns[index]!.label;
const leaf = (href: string) => {
  const entry = leafLinks.find(([, target]) => target === href);
  if (!entry) throw new Error(`No navigation link to ${href}`);
  return entry[0];
};
const term = (id: string) => glossaryTerms.find((entry) => entry.id === id)!;

/*
 * The site with JavaScript switched off (this project's `javaScriptEnabled: false`): what a visitor
 * gets on a phone before the scripts arrive, or when they never do. Every page reads and opens its phone
 * menu; the menus are walked link by link on the home page and the first page of each family. Every page
 * has the same header markup (tests/build/pages.test.ts), with one stylesheet, and the menus are native
 * popovers drawn in the top layer, above anything a page could put over them: what differs from page to
 * page is the page, which each test here loads.
 */
const walkedMenus = ["/", ...Object.values(familyPages).map((paths) => paths.find((path) => path !== "/")!)];

for (const route of sweptPaths()) {
  test(`${route} reads, and its phone menu opens and closes`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await main.innerText()).length, "readable text in the page").toBeGreaterThan(600);
    const open = page.getByRole("button", { name: "Open menu" });
    await expectTappable(open);
    await open.click();
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await expect(menu.getByRole("link")).toHaveCount(leafLinks.length);
    await expectTappable(menu.getByRole("link").last());
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
}

for (const route of walkedMenus) {
  test(`on ${route} the phone menu and the desktop dropdowns reach every page`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(route);

    await test.step("the phone menu", async () => {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Site menu" });
      await expect(menu).toBeVisible();
      await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
      const links = menu.getByRole("link");
      await expect(links).toHaveCount(leafLinks.length);
      for (const [index, [name, href]] of leafLinks.entries()) {
        await expect(links.nth(index)).toHaveAccessibleName(name);
        await expect(links.nth(index)).toHaveAttribute("href", href);
        await expectTappable(links.nth(index));
      }
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    });

    await test.step("the desktop dropdowns open, list their links and close", async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: leaf("/") })).toBeVisible();
      for (const { label, links } of mainDropdowns) {
        await nav.getByRole("button", { name: label }).click();
        for (const [name] of links) await expectTappable(nav.getByRole("link", { name, exact: true }));
        await page.keyboard.press("Escape");
        await expect(nav.getByRole("link", { name: links[0]![0], exact: true })).toBeHidden();
      }
    });
  });
}

test("a dropdown link and a phone-menu link load their page", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: menu(1) }).click();
  await nav.getByRole("link", { name: leaf("/glossary") }).click();
  await expect(page).toHaveURL("/glossary");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(glossaryPage.hero.title);

  await page.setViewportSize({ width: 320, height: 568 });
  await page.getByRole("button", { name: "Open menu" }).click();
  const link = page
    .getByRole("navigation", { name: "Site menu" })
    .getByRole("link", { name: leaf(joinPath) });
  await expectTappable(link);
  await link.click();
  await expect(page).toHaveURL(joinPath);
});

test("another dropdown replaces the open one, and a click outside closes it", async ({ page }) => {
  await page.goto("/tools");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: menu(0) }).click();
  await expect(nav.getByRole("link", { name: leaf("/why-it-matters") })).toBeVisible();
  await nav.getByRole("button", { name: menu(2) }).click();
  await expect(nav.getByRole("link", { name: leaf("/why-it-matters") })).toBeHidden();
  await expect(nav.getByRole("link", { name: leaf("/our-mission") })).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(nav.getByRole("link", { name: leaf("/our-mission") })).toBeHidden();
});

test("the sign-up forms fall back to an e-mail to the organisation", async ({ page }) => {
  for (const route of ["/", "/blog"]) {
    await page.goto(route);
    const forms = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: specLabels.subscribe }) });
    expect(await forms.count(), route).toBeGreaterThan(0);
    for (const form of await forms.all()) {
      await expect(form).toHaveAttribute("action", /^mailto:[^?]+@[^?]+\?subject=Subscribe$/);
      await expect(form).toHaveAttribute("method", "post");
      await expect(form.getByRole("textbox")).toHaveAttribute("type", "email");
      await expect(form.getByRole("textbox")).toHaveAttribute("required", "");
    }
  }
});

test("glossary examples and job details open as native disclosures, one example at a time", async ({
  page,
}) => {
  await page.goto("/glossary");
  const main = page.getByRole("main");
  const variableRewards = term("variable-rewards");
  const nudge = term("nudge");
  const example = main.getByText(variableRewards.example);
  const otherExample = main.locator("details").filter({ hasText: nudge.term }).getByText(nudge.example);
  await expect(example).toBeHidden();
  await main.locator("summary").filter({ hasText: variableRewards.term }).click();
  await expect(example).toBeVisible();
  await main
    .locator("summary")
    .filter({ hasText: new RegExp(`^${nudge.term}`) })
    .click();
  await expect(otherExample).toBeVisible();
  await expect(example).toBeHidden();
  // Find-in-page and search engines see every example: it is text in the page, not script data.
  expect(await main.locator('details[name="glossary-example"]').allTextContents()).toHaveLength(10);

  await page.goto(joinPath);
  const { opportunities } = joinPage;
  const card = page.getByRole("article", { name: jobs[0]!.title });
  const apply = card.getByRole("link", { name: new RegExp(`^${opportunities.applyLabel}`) });
  await expect(apply).toBeHidden();
  await card.locator("summary").click();
  await expect(apply).toBeVisible();
  await expect(card.getByRole("heading", { name: opportunities.responsibilitiesTitle })).toBeVisible();
});

test("the glossary's term index works on a phone, and each open term links to itself", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/glossary");
  const index = page.getByRole("navigation", { name: glossaryPage.phoneIndexLabel });
  await expect(index).toBeVisible();
  await index.getByText(glossaryPage.indexTitle).click();
  await expect(index.getByRole("link")).toHaveCount(glossaryTerms.length);
  const link = index.getByRole("link", { name: term("variable-rewards").term });
  await expectTappable(link);
  await link.click();
  await expect(page).toHaveURL(/\/glossary#variable-rewards$/);
  const termItem = page.locator("#variable-rewards");
  await expect(termItem).toBeInViewport();
  const header = (await page.getByRole("banner").boundingBox())!;
  expect((await termItem.boundingBox())!.y, "the term lands below the fixed header").toBeGreaterThanOrEqual(
    header.y + header.height - 1,
  );

  // Without JavaScript there is nothing to copy with: the open term offers a plain link to itself.
  await termItem.locator("summary").click();
  const permalink = termItem.getByRole("link", { name: glossaryPage.permalinkLabel });
  await expect(permalink).toHaveAttribute("href", "#variable-rewards");
  await expectTappable(permalink);
});

test("/patterns shows each card's thumbnail, in the system's theme, with no empty box beside it", async ({
  page,
}) => {
  // ADR 044: without scripts the thumbnails come from <noscript>, one picture per card.
  await page.setViewportSize({ width: 375, height: 740 });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/patterns");
    const card = page.getByRole("main").getByRole("article").first();
    const shown = card.locator("img:visible");
    await expect(shown).toHaveCount(1);
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(await shown.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toBe(
      `/drawings/thumbnails/confirmshaming-${scheme}.svg`,
    );
    const box = (await shown.boundingBox())!;
    expect(Math.abs(box.height - (box.width * 564) / 320)).toBeLessThan(1);
  }
});
