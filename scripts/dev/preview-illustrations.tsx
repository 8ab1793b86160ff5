/**
 * Renders every pattern illustration to one HTML page and screenshots it at 320 and 1280 px,
 * in light colours, so drawings can be checked without building the site:
 *   npx tsx scripts/dev/preview-illustrations.tsx [slug…]
 * Output: .preview/illustrations.html, .preview/illustrations-{320,1280}.png
 * Illustrations may only use fill-{token}/stroke-{token} classes for colour (see parts.tsx);
 * this page maps exactly those to the theme's CSS variables.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { chromium } from "@playwright/test";
import type { IllustrationProps } from "../../app/components/patterns/illustrations/parts";

const root = path.resolve(import.meta.dirname, "../..");
const dir = path.join(root, "app/components/patterns/illustrations");
const out = path.join(root, ".preview");
const only = process.argv.slice(2);

const css = readFileSync(path.join(root, "app/styles/app.css"), "utf8");
const rootBlock = /:root\s*{[^}]*}/.exec(css)?.[0] ?? "";
const tokens = [...rootBlock.matchAll(/--([a-z-]+):/g)].map((match) => match[1]!);
const tokenCss =
  tokens.map((t) => `.fill-${t}{fill:var(--${t})}.stroke-${t}{stroke:var(--${t})}`).join("") +
  ".fill-none{fill:none}.stroke-none{stroke:none}";

const files = readdirSync(dir)
  .filter((file) => /-(harmful|humane)\.tsx$/.test(file))
  .filter((file) => only.length === 0 || only.some((slug) => file.startsWith(`${slug}-`)))
  .sort();

const figures: string[] = [];
for (const file of files) {
  const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<
    string,
    ComponentType<IllustrationProps>
  >;
  const Component = Object.values(module).find((value) => typeof value === "function");
  if (!Component) throw new Error(`${file} exports no component`);
  const svg = renderToStaticMarkup(<Component label={file} />);
  const kb = (gzipSync(svg).length / 1024).toFixed(1);
  figures.push(`<figure><figcaption>${file} · ${kb} KB gzip</figcaption>${svg}</figure>`);
  console.log(`${file.padEnd(40)} ${kb} KB gzip`);
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
