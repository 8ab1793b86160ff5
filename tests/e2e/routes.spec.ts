import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { routerOutput } from "../../scripts/pipeline/deliver/framework-output.ts";
import { axeInTheme } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { sweptPaths } from "./site-urls.ts";

/*
 * Every route of the sitemap, loaded once in a real browser for everything that needs one: it hydrates
 * cleanly under its Content-Security-Policy with no third-party request, requests its scripts only after
 * the first paint (ADR 006), stays within the byte budgets, has no WCAG 2.2 A/AA violation (axe) at 1280
 * and 375 px in the light and the dark theme, and does not scroll sideways at 320 px (WCAG 1.4.10).
 * What the HTML alone shows is checked over the built files (tests/build/pages.test.ts).
 */

const clientDir = path.resolve(process.env.BUILD_DIR || "build", "client");
/** The axe-core the lock file installs: ./axe.ts puts it in the page, and skips that if the page has an axe of its own. */
const axeVersion: string = JSON.parse(
  readFileSync(path.resolve("node_modules", "axe-core", "package.json"), "utf8"),
).version;

/*
 * Byte budgets are deterministic, so they are tests (timings live in `npm run bench`). Sizes are those of
 * the files the browser loaded for a first visit, gzip-compressed at level 9 as a CDN would. ADR 022 splits
 * the scripts by who controls them:
 * - "framework": React, React DOM and React Router (the react-* and router-* chunks), the same on every
 *   page; budgeted once, at most 5% over the size measured when the budget was set.
 * - "routes": React Router's route manifest (manifest-*), which grows with the number of routes: 2.4 KB
 *   with one dynamic route per family of pages (ADR 033); a route per slug again would take it to 4.9 KB.
 * - "app": every other script the page loads, the site's own code; the cap that binds a feature.
 * - "data": the page's hydrate module, React Router's hydration data (ADR 006).
 * Fonts are counted as sent (WOFF2 is already compressed), ADR 013.
 */
const KB = 1024;
/** React + React DOM + React Router, gzip, as measured on 2026-11-26 (ADR 022). */
const frameworkBaseline = 107_690;
const budgets = {
  framework: Math.round(frameworkBaseline * 1.05),
  routes: 4 * KB,
  app: 32 * KB,
  data: 20 * KB,
  css: 25 * KB,
  html: 60 * KB,
  font: 175 * KB,
};
const rows: string[] = [];

type Sizes = {
  framework: number;
  routes: number;
  app: number;
  data: number;
  css: number;
  html: number;
  font: number;
  scriptFiles: number;
};

/** What the page loaded, by kind, measured from the same files on disk. */
async function firstLoadSizes(page: Page, route: string): Promise<Sizes> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => new URL(name).origin === location.origin),
  );
  const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
  const sizes: Sizes = { framework: 0, routes: 0, app: 0, data: 0, css: 0, html: 0, font: 0, scriptFiles: 0 };
  sizes.html = gzip(path.join(clientDir, route === "/" ? "index.html" : `${route}/index.html`));
  for (const url of new Set(urls)) {
    const { pathname } = new URL(url);
    const file = path.join(clientDir, pathname);
    if (pathname.endsWith(".js")) {
      sizes.scriptFiles += 1;
      if (/\/assets\/hydrate-[\w-]+\.js$/.test(pathname)) sizes.data += gzip(file);
      else if (/\/assets\/(?:react|router)-[\w-]+\.js$/.test(pathname)) sizes.framework += gzip(file);
      else if (routerOutput.manifestAsset.test(pathname)) sizes.routes += gzip(file);
      else sizes.app += gzip(file);
    } else if (pathname.endsWith(".css")) sizes.css += gzip(file);
    else if (pathname.endsWith(".woff2")) sizes.font += readFileSync(file).length;
  }
  return sizes;
}

test.describe.configure({ timeout: 120_000 });

for (const route of sweptPaths()) {
  test(`${route} in the browser: policy, loading order, budgets, axe in both themes, reflow`, async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      // Intl's services load their locale data on first use, 17–48 ms each here and four times that on
      // a slow phone, inside the task that hydrates the page (issue 56): note any the page asks for.
      const localeData: string[] = [];
      (window as unknown as { localeData: string[] }).localeData = localeData;
      const services = [
        "Collator",
        "DateTimeFormat",
        "ListFormat",
        "NumberFormat",
        "PluralRules",
        "Segmenter",
      ];
      for (const name of services) {
        const Service = Intl[name as keyof typeof Intl] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Service, {
          construct: (target, args) => (localeData.push(`Intl.${name}`), Reflect.construct(target, args)),
        });
      }
      const methods = [
        [String.prototype, "localeCompare"],
        [Number.prototype, "toLocaleString"],
        [Date.prototype, "toLocaleString"],
        [Date.prototype, "toLocaleDateString"],
      ] as const;
      for (const [prototype, name] of methods) {
        const method = (prototype as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
        Object.defineProperty(prototype, name, {
          value(this: unknown, ...args: unknown[]) {
            localeData.push(name);
            return method.apply(this, args);
          },
        });
      }
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective} blocked ${event.blockedURI}`),
      );
    });
    const origins = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:") origins.add(url.origin);
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await waitForHydration(page);

    await test.step("asks Intl for no locale data while it loads and hydrates", async () => {
      const asked = await page.evaluate(() => (window as unknown as { localeData: string[] }).localeData);
      expect(asked, "Intl services and locale methods called before the page was hydrated").toEqual([]);
    });

    await test.step("reads as a page", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const text = await page.locator("main").innerText();
      expect(text.split(/\s+/).length, "a real introduction, not a stub").toBeGreaterThan(40);
    });

    await test.step("requests only its stylesheet before the first paint, and no JavaScript until it has loaded", async () => {
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        const [paint] = performance.getEntriesByName("first-contentful-paint");
        const resources = performance.getEntriesByType("resource");
        return {
          loadEventStart: navigation?.loadEventStart ?? Number.NaN,
          firstContentfulPaint: paint?.startTime ?? Number.NaN,
          scriptStarts: resources
            .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
            .map((entry) => entry.startTime),
          beforePaint: resources
            .filter((entry) => entry.startTime < (paint?.startTime ?? Number.POSITIVE_INFINITY))
            .map((entry) => new URL(entry.name).pathname),
        };
      });
      // Issue 28: no font, icon file, manifest or image competes with the first paint.
      expect(timing.beforePaint, "requests before the first paint").toEqual([
        expect.stringMatching(/^\/assets\/root-[\w-]+\.css$/),
      ]);
      expect(timing.scriptStarts.length, "modules loaded for hydration").toBeGreaterThan(0);
      const firstRequest = Math.min(...timing.scriptStarts);
      expect(firstRequest, "first module request after load").toBeGreaterThanOrEqual(timing.loadEventStart);
      expect(firstRequest, "first module request after the first paint").toBeGreaterThanOrEqual(
        timing.firstContentfulPaint,
      );
    });

    await test.step("stays within the byte budgets", async () => {
      const sizes = await firstLoadSizes(page, route);
      const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(6);
      rows.push(
        `${route.padEnd(36)} app ${kb(sizes.app)} KB + framework ${kb(sizes.framework)} + routes ${kb(sizes.routes)} + data ${kb(sizes.data)} KB in ${String(sizes.scriptFiles).padStart(2)} files   CSS ${kb(sizes.css)} KB   HTML ${kb(sizes.html)} KB   fonts ${kb(sizes.font)} KB`,
      );
      // The framework's chunks are found by name: if a build renames them, this fails rather than
      // counting React as the site's own code.
      expect(sizes.framework, "React, React DOM and React Router found by chunk name").toBeGreaterThan(
        90 * KB,
      );
      expect
        .soft(sizes.framework, "framework JavaScript (gzip), site-wide")
        .toBeLessThanOrEqual(budgets.framework);
      expect.soft(sizes.routes, "route manifest (gzip)").toBeLessThanOrEqual(budgets.routes);
      expect.soft(sizes.app, "the site's own JavaScript (gzip)").toBeLessThanOrEqual(budgets.app);
      expect.soft(sizes.data, "hydration data (gzip)").toBeGreaterThan(0);
      expect.soft(sizes.data, "hydration data (gzip)").toBeLessThanOrEqual(budgets.data);
      expect.soft(sizes.css, "CSS (gzip)").toBeLessThanOrEqual(budgets.css);
      expect.soft(sizes.html, "HTML (gzip)").toBeLessThanOrEqual(budgets.html);
      expect.soft(sizes.font, "fonts").toBeLessThanOrEqual(budgets.font);
    });

    // The dark theme as the system's preference (issue 18.4); a visitor's choice of dark uses the same
    // palette (app/styles/theme.test.ts). The theme follows the preference in CSS alone, so no reload.
    // Every rule in the light theme, the rules that read colours in the dark one (./axe.ts).
    for (const width of [1280, 375]) {
      for (const colorScheme of ["light", "dark"] as const) {
        const rules = colorScheme === "light" ? "WCAG 2.2 A/AA" : "colour (WCAG 2.2 AA contrast, 1.4.1)";
        await test.step(`has no ${rules} violations at ${width} px, ${colorScheme} theme`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme });
          // Controls fade between the themes' colours (transition-colors): check the colours they settle on.
          await page.waitForFunction(() =>
            document
              .getAnimations()
              .every(
                (animation) => !(animation instanceof CSSTransition) || animation.playState !== "running",
              ),
          );
          const results = await axeInTheme(page, colorScheme);
          expect(results.testEngine.version, "the axe-core of the lock file").toBe(axeVersion);
          const summary = results.violations.map(
            (violation) =>
              `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
                .slice(0, 3)
                .map((node) => node.target.join(" "))
                .join("\n  ")}`,
          );
          expect.soft(summary, `axe at ${width} px, ${colorScheme}`).toEqual([]);
        });
      }
    }

    await test.step("does not scroll sideways at 320 px", async () => {
      // A 1280 px window at 400 % zoom, or a small phone. Wide content that cannot reflow (comparison
      // tables) scrolls inside its own box.
      await page.setViewportSize({ width: 320, height: 640 });
      await page.emulateMedia({ colorScheme: "light" });
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const wide = [...document.querySelectorAll<HTMLElement>("main *, header *, footer *")]
          .filter((element) => element.getBoundingClientRect().right > width + 0.5)
          .filter((element) => !element.parentElement?.closest("[data-scroll], .overflow-x-auto"))
          .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
        return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 3) };
      });
      expect.soft(overflow.wide, "elements past the right edge").toEqual([]);
      expect.soft(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
    });

    await test.step("a client-side navigation loads its modules and data under the same policy", async () => {
      await page.getByRole("contentinfo").getByRole("link", { name: "Glossary" }).click();
      await expect(page).toHaveURL("/glossary");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
      expect([...origins]).toEqual([new URL(baseURL!).origin]);
    });
  });
}

test.afterAll(() => {
  if (rows.length === 0) return;
  console.log(
    `\nByte budgets (gzip; limits app ${budgets.app / KB} KB, framework ${(budgets.framework / KB).toFixed(1)} KB, routes ${budgets.routes / KB} KB, data ${budgets.data / KB} KB, CSS 25 KB, HTML 60 KB, fonts ${budgets.font / KB} KB)\n${rows.join("\n")}\n`,
  );
});
