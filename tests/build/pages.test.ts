import { readdirSync, readFileSync } from "node:fs";
import { withdrawnIds } from "#app/content/enforcement/withdrawn.ts";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { navLeaves } from "#app/site.config.ts";
import { builtPages, clientDir } from "./built-files.ts";

/*
 * What every pre-rendered page must carry in its HTML, before any script runs: checked over the built
 * files, in milliseconds, rather than page by page in a browser. What needs a browser (hydration,
 * axe, layout, the loading order) is in tests/e2e/routes.spec.ts.
 */

const origin = process.env.SITE_URL ?? "https://attune.example";
const pages = builtPages();
// A withdrawn record's address answers but is not for search engines (noindex), so not in the sitemap.
const servedPages = pages.filter(
  (page) => page.urlPath !== "/404" && !withdrawnIds.some((id) => page.urlPath === `/enforcement/${id}`),
);
const sitemap = readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

const attribute = (html: string, pattern: RegExp) => html.match(pattern)?.[1] ?? "";

describe("every pre-rendered page", () => {
  it("is listed in the sitemap with an absolute URL, and every sitemap URL has a page", () => {
    const builtUrls = servedPages.map((page) => `${origin}${page.urlPath}`).sort();
    expect([...sitemapPaths].sort()).toEqual(builtUrls);
    expect(sitemapPaths).not.toContain(`${origin}/404`);
    // The spec's routes and the site's own sections (decisions.md) are among them.
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
      expect(sitemapPaths).toContain(`${origin}${required}`);
    }
  });

  describe.each(pages.map((page) => [page.urlPath, page.html] as const))("%s", (urlPath, html) => {
    it("has one h1, a title, a description and the document language", () => {
      expect(html.match(/<h1[\s>][\s\S]*?<\/h1>/g) ?? [], "exactly one h1").toHaveLength(1);
      expect(html).toMatch(/<title>[^<]{5,}\| Attune<\/title>|<title>Attune: /);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toMatch(/<html lang="en"/);
    });

    it("carries a strict Content-Security-Policy of its own", () => {
      const policy = attribute(html, /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/);
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toMatch(/unsafe-(inline|eval)/);
      expect(policy).toContain("object-src 'none'");
    });

    it("names no module to fetch before the load event, and inlines only the script that starts loading", () => {
      // ADR 006: the HTML, CSS and font have the connection to themselves until the page has loaded.
      expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]+\bsrc=/);
      const inline = [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
        .map((match) => match[1])
        .join("");
      expect(inline).not.toContain("streamController.enqueue");
      // The boot script (about 1.1 KB) and the head script (theme and faces, app/lib/theme.ts).
      expect(inline.length).toBeLessThan(1_350);
    });
  });

  describe.each(servedPages.map((page) => [page.urlPath, page.html] as const))("%s", (urlPath, html) => {
    it("has a canonical URL, Open Graph and Twitter card tags", () => {
      const canonical = `${origin}${urlPath}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
      expect(html).toMatch(/<meta property="og:description" content="[^"]{50,}"\/>/);
      expect(html).toMatch(new RegExp(`<meta property="og:image" content="${origin}/[^"]+\\.png"/>`));
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    });
  });

  it("titles and descriptions are unique", () => {
    const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
    for (const { urlPath, html } of servedPages) {
      const title = attribute(html, /<title>([^<]*)<\/title>/);
      const description = attribute(html, /<meta name="description" content="([^"]*)"/);
      expect(seen.title.get(title), `title of ${urlPath} also used by`).toBeUndefined();
      expect(seen.description.get(description), `description of ${urlPath} also used by`).toBeUndefined();
      seen.title.set(title, urlPath);
      seen.description.set(description, urlPath);
    }
  });

  it("is rendered at its own path, as the browser hydrates it: its navigation link is the page, not a section of it", () => {
    // React Router pre-renders /path by requesting /path/; a trailing slash kept in the location would
    // mark /glossary's own link as a section ("location") and fail hydration (lib/page-path.ts).
    for (const { path: navPath } of navLeaves) {
      const page = servedPages.find((candidate) => candidate.urlPath === navPath)!;
      const links = [...page.html.matchAll(/<a\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => tag.includes(`href="${navPath}"`) && tag.includes("aria-current"));
      expect(links.length, navPath).toBeGreaterThan(0);
      for (const tag of links) expect(tag, navPath).toContain('aria-current="page"');
      expect(page.html, navPath).toContain(
        `<link rel="canonical" href="${origin}${navPath === "/" ? "/" : navPath}"`,
      );
    }
  });

  it("has the same site header as every other page, apart from the marks of the page it is on", () => {
    // The browser walks the menus on a few pages only (tests/no-js/no-javascript.spec.ts): this is why
    // that is enough.
    const header = (html: string) =>
      (html.match(/<header[\s\S]*?<\/header>/)?.[0] ?? "")
        .replaceAll(/ aria-current="(?:page|location)"/g, "")
        .replaceAll(/ data-active="(?:true|false)"/g, "")
        .replaceAll(' data-current=""', "");
    const home = header(pages.find((page) => page.urlPath === "/")!.html);
    expect(home).toContain('aria-label="Main"');
    for (const { path: navPath } of navLeaves) expect(home).toContain(`href="${navPath}"`);
    const different = pages.filter((page) => header(page.html) !== home).map((page) => page.urlPath);
    expect(different).toEqual([]);
  });

  it("the not-found page asks search engines not to index it", () => {
    const notFound = pages.find((page) => page.urlPath === "/404");
    expect(notFound?.html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("robots.txt points to the sitemap", () => {
    const robots = readFileSync(path.join(clientDir, "robots.txt"), "utf8");
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("the build", () => {
  it("holds no symbolic links, so no server needs to refuse them (deploy/nginx.conf does not)", () => {
    const links = readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isSymbolicLink())
      .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)));
    expect(links).toEqual([]);
  });
});
