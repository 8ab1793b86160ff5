import { expect, test } from "@playwright/test";

// Each page's canonical URL, Open Graph and Twitter tags, the sitemap and robots.txt are checked over the
// built files (tests/build/pages.test.ts); here, what needs the server or a browser.
test.describe("search and sharing metadata", () => {
  test("the home page's social card and the home-screen icon are served", async ({ request }) => {
    const home = await (await request.get("/")).text();
    const cardUrl = /<meta property="og:image" content="([^"]+)"/.exec(home)?.[1];
    expect(cardUrl, "the home page names its social card").toBeDefined();
    const card = new URL(cardUrl!).pathname;
    for (const file of [card, "/apple-touch-icon.png"]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-type"]).toContain("image/png");
    }
    // No web app manifest (issue 28): the site is not an installable app, and fetching one cost every
    // first visit a connection before its largest paint.
    expect((await request.get("/site.webmanifest")).status()).toBe(404);
  });

  test("the tab icon is inline, so no page requests it while loading", async ({ page }) => {
    await page.goto("/");
    const icon = page.locator('link[rel="icon"]');
    await expect(icon).toHaveAttribute("type", "image/svg+xml");
    const href = (await icon.getAttribute("href"))!;
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    // It is a well-formed SVG image the browser can draw.
    const size = await page.evaluate(async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, href);
    expect(size[0]).toBeGreaterThan(0);
    expect(size[1]).toBeGreaterThan(0);
  });

  test("the not-found page asks search engines not to index it", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  });
});
