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
    for (const [file, type] of [
      ["/images/social-card.png", "image/png"],
      ["/apple-touch-icon.png", "image/png"],
      ["/favicon.svg", "image/svg+xml"],
    ] as const) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-type"]).toContain(type);
    }
    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest.name).toBe("Attune");
  });

  test("sitemap.xml lists every page with absolute URLs, and robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.length).toBe(23);
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/attune\.example\//);
    for (const required of [
      "/",
      "/glossary",
      "/join-attune",
      "/dashboard",
      "/blog/netflix-personalization",
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
