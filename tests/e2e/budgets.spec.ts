import { statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test, waitForHydration } from "./fixtures";
import { sitePaths } from "./site-urls";

/*
 * Byte budgets are deterministic, so they are tests (timings live in `npm run bench`). Sizes are what
 * the browser actually loads for a first visit to each route, gzip-compressed at level 9 as a CDN would.
 */
const KB = 1024;
// JavaScript is code; "data" is the page's hydrate module: React Router's hydration data (with an
// article's body, which is loader data, ADR 008) and route registry, moved out of the HTML (ADR 006).
// Fonts are counted as sent (WOFF2 is already compressed): the two Latin files every page preloads
// (78 KB), the italic where text is set in it (+28 KB) and Latin Extended where a name needs it
// (+59 KB for the sans): 164 KB at most today, on /understanding (ADR 013).
const budgets = { js: 130 * KB, data: 14 * KB, css: 25 * KB, html: 60 * KB, font: 175 * KB, pdf: 600 * KB };
// Each script a page fetches costs main-thread time on a slow phone (ADR 006), so their number is capped too.
// 17: the most a page needs (/about, which shows parts of three other pages). The libraries ship as two
// chunks, so that running them is two short tasks rather than one long one, and React Router's own
// scripts travel, unopened, in a per-page file of their own (ADR 006).
const maxScriptFiles = 17;
const rows: string[] = [];

test.describe.configure({ mode: "serial" });

for (const route of sitePaths()) {
  test(`${route} stays within the byte budgets`, async ({ page }) => {
    const bodies: Promise<{ type: string; bytes: number }>[] = [];
    const scripts = new Set<string>();
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (!["script", "stylesheet", "document", "font"].includes(type) || response.status() !== 200) return;
      if (type === "script") scripts.add(response.url());
      const kind = type === "script" && /\/assets\/hydrate-[\w-]+\.js$/.test(response.url()) ? "data" : type;
      bodies.push(
        response.body().then((body) => ({
          type: kind,
          bytes: type === "font" ? body.length : gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(route);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const sizes = await Promise.all(bodies);
    const total = (type: string) =>
      sizes.filter((size) => size.type === type).reduce((sum, size) => sum + size.bytes, 0);
    const js = total("script");
    const data = total("data");
    const css = total("stylesheet");
    const html = total("document");
    const font = total("font");
    rows.push(
      `${route.padEnd(36)} JS ${(js / KB).toFixed(1).padStart(6)} KB + data ${(data / KB).toFixed(1).padStart(5)} KB in ${String(scripts.size).padStart(2)} files   CSS ${(css / KB).toFixed(1).padStart(5)} KB   HTML ${(html / KB).toFixed(1).padStart(5)} KB   fonts ${(font / KB).toFixed(1).padStart(5)} KB`,
    );
    expect(js, "first-load JavaScript (gzip)").toBeLessThanOrEqual(budgets.js);
    expect(data, "hydration data (gzip)").toBeGreaterThan(0);
    expect(data, "hydration data (gzip)").toBeLessThanOrEqual(budgets.data);
    expect(scripts.size, "script files fetched").toBeLessThanOrEqual(maxScriptFiles);
    expect(css, "CSS (gzip)").toBeLessThanOrEqual(budgets.css);
    expect(html, "HTML (gzip)").toBeLessThanOrEqual(budgets.html);
    expect(font, "fonts").toBeLessThanOrEqual(budgets.font);
  });
}

test("the guide PDF stays within its budget", () => {
  const dir = path.join(process.env.BUILD_DIR || "build", "client", "downloads");
  const size = statSync(path.join(dir, "attune-strategic-guide.pdf")).size;
  rows.push(`${"guide PDF".padEnd(36)} ${(size / KB).toFixed(1)} KB`);
  expect(size).toBeLessThanOrEqual(budgets.pdf);
});

test.afterAll(() => {
  console.log(
    `\nByte budgets (gzip; limits JS 130 KB + data 14 KB in ${maxScriptFiles} files, CSS 25 KB, HTML 60 KB, fonts ${budgets.font / KB} KB, PDF 600 KB)\n${rows.join("\n")}\n`,
  );
});
