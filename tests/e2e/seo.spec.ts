import { expect, test } from "@playwright/test";
import { sitePaths } from "./site-urls";

const origin = "https://attune.example";

test.describe("search and sharing metadata", () => {
  for (const path of sitePaths()) {
    test(`${path} has a canonical URL, Open Graph and Twitter card tags`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const canonical = `${origin}${path === "/" ? "/" : path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
      expect(html).toMatch(/<meta property="og:description" content="[^"]{50,}"\/>/);
      expect(html).toContain(`<meta property="og:image" content="${origin}/images/social-card.png"/>`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    });
  }

  test("the social card image and icons are served", async ({ request }) => {
    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest.name).toBe("Attune");
    const icons = (manifest.icons as { src: string; type: string }[]).map(({ src, type }) => [src, type]);
    expect(icons.map(([, type]) => type)).toEqual(["image/svg+xml", "image/png"]);
    for (const [file, type] of [
      ["/images/social-card.png", "image/png"],
      ["/apple-touch-icon.png", "image/png"],
      ...icons,
    ]) {
      const response = await request.get(file!);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-type"]).toContain(type);
    }
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

  test("sitemap.xml lists every page with absolute URLs, and robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // 21 pages, 14 pattern pages and 7 articles.
    expect(locs.length).toBe(42);
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/attune\.example\//);
    for (const required of [
      "/",
      "/glossary",
      "/join-attune",
      "/dashboard",
      "/blog/netflix-personalization",
      "/patterns",
      "/patterns/ai-companion-attachment",
      "/spot-the-pattern",
      "/enforcement",
      "/transparency",
    ]) {
      expect(locs).toContain(`${origin}${required}`);
    }
    expect(locs).not.toContain(`${origin}/404`);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test("the not-found page asks search engines not to index it", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  });
});
