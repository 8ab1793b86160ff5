import type { Locator } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** The pattern library: the index, the pattern pages and how they connect. */

const families = ["Interface tricks", "Attention and engagement", "AI systems"];

test("/patterns lists every pattern in the HTML, grouped by family, each linking to its page", async ({
  page,
  request,
}) => {
  await page.goto("/patterns");
  await waitForHydration(page);
  // Each family's link says how many patterns it holds (computed from the data, never typed): its group has that many.
  const filter = page.getByRole("navigation", { name: "Show patterns from" });
  let total = 0;
  for (const name of families) {
    const label = await filter.getByRole("link", { name: new RegExp(name) }).innerText();
    const count = Number(/(\d+) patterns/.exec(label)?.[1]);
    expect(count, name).toBeGreaterThan(0);
    total += count;
    const section = page.getByRole("region", { name });
    await expect(section.getByRole("article")).toHaveCount(count);
  }
  const html = await (await request.get("/patterns")).text();
  expect(new Set(html.match(/href="\/patterns\/[a-z0-9-]+"/g)).size).toBeGreaterThanOrEqual(total);
  // The family links jump to their group without scripts.
  await page
    .getByRole("navigation", { name: "Show patterns from" })
    .getByRole("link", { name: /AI systems/ })
    .click();
  await expect(page).toHaveURL(/\/patterns#ai$/);
  await expect(page.getByRole("heading", { level: 2, name: "AI systems" })).toBeInViewport();

  // The whole card takes the tap, and leads to the pattern page.
  const card = page.getByRole("article").filter({ hasText: "AI sycophancy" });
  // The family's introduction comes before its cards: bring the card on screen, as a visitor would scroll.
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  await page.mouse.click(box.x + 12, box.y + box.height - 12);
  await expect(page).toHaveURL("/patterns/ai-sycophancy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI sycophancy");
});

test("on a phone the thumbnails are asked for after the first paint, those below the screen as they near it, and nothing moves", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/patterns");
  await waitForHydration(page);
  // ADR 044: each card's thumbnail is a file per theme, given its source once the page has painted.
  const cards = page.getByRole("main").getByRole("article");
  const first = cards.first();
  const last = cards.last();
  const shown = (card: Locator) => card.locator("img:visible");
  const loaded = (card: Locator) =>
    shown(card).evaluate(
      (image: HTMLImageElement) =>
        image.currentSrc.includes("/drawings/thumbnails/") && image.complete && image.naturalWidth > 0,
    );
  await expect(first).toBeInViewport();
  await expect.poll(() => loaded(first)).toBe(true);
  const requested = () =>
    page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.includes("/drawings/thumbnails/"))
        .map((entry) => ({
          file: new URL(entry.name).pathname.split("/").pop()!,
          afterPaint: entry.startTime > paint,
        }));
    });
  const early = await requested();
  expect(early.map((entry) => entry.file)).toContain("confirmshaming-light.svg");
  // Not one before the first paint, none in the theme not shown, and the last card's not yet.
  expect(early.filter((entry) => !entry.afterPaint)).toEqual([]);
  expect(early.filter((entry) => entry.file.endsWith("-dark.svg"))).toEqual([]);
  const lastSlug = (await last.getByRole("link").getAttribute("href"))!.split("/").pop()!;
  expect(early.map((entry) => entry.file)).not.toContain(`${lastSlug}-light.svg`);

  const before = (await last.boundingBox())!;
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  const heightBefore = await pageHeight();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect.poll(() => loaded(last)).toBe(true);
  // Drawn in the box kept for it: a phone of 320 × 564, the card and the page unchanged.
  const image = (await shown(last).boundingBox())!;
  expect(image.width).toBeGreaterThan(70);
  expect(Math.abs(image.height - (image.width * 564) / 320)).toBeLessThan(1);
  expect((await last.boundingBox())!.height).toBeCloseTo(before.height, 0);
  expect(await pageHeight()).toBe(heightBefore);
  expect(await shown(last).getAttribute("src")).toBe(`/drawings/thumbnails/${lastSlug}-light.svg`);

  // The dark theme shows, and only then loads, the dark files.
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(() => loaded(last)).toBe(true);
  expect(await shown(last).getAttribute("src")).toBe(`/drawings/thumbnails/${lastSlug}-dark.svg`);
});

test("after a move within the site to /patterns, its thumbnails are shown too", async ({ page }) => {
  await page.goto("/spot-the-pattern");
  await waitForHydration(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  // The footer's link: a move React Router makes in the page, with no new document.
  await page.getByRole("contentinfo").getByRole("link", { name: "Pattern library" }).click();
  await expect(page).toHaveURL("/patterns");
  const first = page.getByRole("main").getByRole("article").first();
  const shown = first.locator("img:visible");
  await expect(shown).toHaveCount(1);
  await expect
    .poll(() =>
      shown.evaluate(
        (image: HTMLImageElement) =>
          image.currentSrc.endsWith("/drawings/thumbnails/confirmshaming-light.svg") &&
          image.naturalWidth > 0,
      ),
    )
    .toBe(true);
  expect(documents).toEqual([]);
});

test("a pattern page shows both screens with their callouts as text, sources, and its neighbours", async ({
  page,
}) => {
  await page.goto("/patterns/confirmshaming");
  await waitForHydration(page);
  for (const [id, title] of [
    ["harmful", "The pattern"],
    ["humane", "The humane alternative"],
  ] as const) {
    const figure = page.getByRole("region", { name: title });
    const picture = figure.getByRole("img");
    await expect(picture).toHaveAttribute("aria-describedby", `${id}-callouts`);
    await expect(picture).toHaveAccessibleName(/pop-up/);
    const callouts = page.locator(`#${id}-callouts > li`);
    expect(await callouts.count()).toBeGreaterThan(0);
    // One numbered marker in the picture per callout beside it.
    expect(await picture.locator("[data-marker]").count()).toBe(await callouts.count());
  }
  await expect(page.getByRole("heading", { level: 2, name: "How it works" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Where the law stands" })).toBeVisible();
  // Every citation mark points at an entry of the page's source list.
  for (const mark of await page.getByRole("link", { name: /^Source \d+$/ }).all()) {
    const target = (await mark.getAttribute("href"))!;
    await expect(page.locator(target)).toHaveCount(1);
  }
  await expect(page.getByRole("link", { name: "Dark Pattern Detection" })).toHaveAttribute(
    "href",
    "/tools#dark-pattern-detection",
  );
  await page.getByRole("link", { name: /Next pattern/ }).click();
  await expect(page).toHaveURL("/patterns/fake-urgency");
  await expect(page.getByRole("link", { name: /Previous pattern/ })).toHaveAttribute(
    "href",
    "/patterns/confirmshaming",
  );
});

test("the next pattern is a page of its own: on a phone it opens on its pattern screen, not the one left", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/patterns/confirmshaming");
  await waitForHydration(page);
  const humane = page.getByRole("button", { name: "The humane alternative", exact: true });
  await humane.click();
  await expect(humane).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("link", { name: /Next pattern/ }).click();
  await expect(page).toHaveURL("/patterns/fake-urgency");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/urgency/i);
  await expect(page.getByRole("button", { name: "The pattern", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("region", { name: "The pattern", exact: true })).toBeVisible();
});

test("each pattern page publishes a DefinedTerm of the library's set", async ({ request }) => {
  const html = await (await request.get("/patterns/variable-rewards")).text();
  const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<
    string,
    unknown
  >;
  expect(data).toMatchObject({
    "@type": "DefinedTerm",
    name: "Variable rewards",
    inDefinedTermSet: { "@type": "DefinedTermSet" },
  });
});

test("the library is reached from the home page, the footer, the glossary and the cases", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  // The home page's example, its two screens and its pattern page, and its list of what the site offers
  // (tests/e2e/home.spec.ts checks where they sit).
  const home = page.getByRole("main");
  await expect(home.getByRole("img", { name: /pop-up/i })).toHaveCount(2);
  await expect(home.getByRole("link", { name: "How confirmshaming works" })).toHaveAttribute(
    "href",
    "/patterns/confirmshaming",
  );
  await expect(home.getByRole("link", { name: "Spot the pattern" })).toHaveAttribute(
    "href",
    "/spot-the-pattern",
  );
  await home.getByRole("link", { name: "The pattern library" }).click();
  await expect(page).toHaveURL("/patterns");

  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Pattern library" })).toHaveAttribute(
    "href",
    "/patterns",
  );

  await page.goto("/glossary#sycophancy");
  await waitForHydration(page);
  await page.getByRole("link", { name: "See Sycophancy illustrated in the pattern library" }).click();
  await expect(page).toHaveURL("/patterns/ai-sycophancy");

  await page.goto("/cases");
  await waitForHydration(page);
  const shopping = page.getByRole("article", { name: "Online shopping sites" });
  await shopping.getByRole("link", { name: "Countdown timers in the pattern library" }).click();
  await expect(page).toHaveURL("/patterns/fake-urgency");
});
