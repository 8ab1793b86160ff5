/**
 * Renders every pattern illustration to one HTML page and screenshots it at 320 and 1280 px,
 * in light colours, so drawings can be checked without building the site:
 *   node scripts/dev/with-vite.ts scripts/dev/preview-illustrations.tsx [slug…]
 * Output: .preview/illustrations.html, .preview/illustrations-{320,1280}.png
 * Illustrations may only use fill-{token}/stroke-{token} classes for colour (see
 * app/components/shared/drawing-parts.tsx); this page maps exactly those to the theme's CSS variables.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { renderToStaticMarkup } from "react-dom/server";
import { chromium } from "@playwright/test";
import { patternIllustrations } from "#app/components/patterns/illustrations/index.ts";

const root = path.resolve(import.meta.dirname, "../..");
const out = path.join(root, ".preview");
const only = process.argv.slice(2);

const css = readFileSync(path.join(root, "app/styles/app.css"), "utf8");
const rootBlock = /:root\s*{[^}]*}/.exec(css)?.[0] ?? "";
const tokens = [...rootBlock.matchAll(/--([a-z-]+):/g)].map((match) => match[1]!);
const tokenCss =
  tokens.map((t) => `.fill-${t}{fill:var(--${t})}.stroke-${t}{stroke:var(--${t})}`).join("") +
  ".fill-none{fill:none}.stroke-none{stroke:none}";

const drawings = Object.entries(patternIllustrations)
  .filter(([slug]) => only.length === 0 || only.includes(slug))
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([slug, pair]) =>
    (["harmful", "humane"] as const).map((tone) => [`${slug}-${tone}`, pair[tone]] as const),
  );

const figures: string[] = [];
for (const [name, Component] of drawings) {
  const svg = renderToStaticMarkup(<Component label={name} />);
  const kb = (gzipSync(svg).length / 1024).toFixed(1);
  figures.push(`<figure><figcaption>${name} · ${kb} KB gzip</figcaption>${svg}</figure>`);
  console.log(`${name.padEnd(40)} ${kb} KB gzip`);
}

const html = `<!doctype html><meta charset="utf-8"><style>${rootBlock}${tokenCss}
body{margin:0;padding:16px;background:var(--background);font-family:system-ui,sans-serif;color:var(--foreground)}
main{display:grid;gap:24px;grid-template-columns:repeat(auto-fill,minmax(min(100%,300px),1fr))}
figure{margin:0}figcaption{font-size:12px;margin-bottom:4px}svg{width:100%;height:auto}
.font-sans{font-family:system-ui,sans-serif}.h-auto{height:auto}.w-full{width:100%}</style><main>${figures.join("")}</main>`;
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, "illustrations.html"), html);

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of [320, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(pathToFileURL(path.join(out, "illustrations.html")).href);
  await page.screenshot({ path: path.join(out, `illustrations-${width}.png`), fullPage: true });
  await page.close();
}
await browser.close();
console.log(`Wrote ${path.relative(root, out)}/illustrations.html and screenshots at 320 and 1280 px`);
