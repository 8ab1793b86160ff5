/**
 * Full-page screenshots of pages at phone, tablet and desktop widths, for
 * looking at a change as a visitor would. Needs `npm start` running.
 * Usage: node scripts/dev/screenshots.ts [/path ...]   (PNGs land in test-results/screenshots/)
 * WIDTHS=320,375 picks the widths; NOJS=1 takes them with JavaScript switched off.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.ts";

const base = process.env.BASE_URL || `http://localhost:${process.env.PORT || 4173}`;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const widths = (process.env.WIDTHS || "375,768,1280").split(",").map(Number);
const out = "test-results/screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
for (const width of widths) {
  const noJs = process.env.NOJS === "1";
  const page = await browser.newPage({ viewport: { width, height: 900 }, javaScriptEnabled: !noJs });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = `${out}/${(path.replace(/[^a-z0-9]+/gi, "_") || "_").replace(/^_|_$/g, "") || "home"}-${width}${noJs ? "-nojs" : ""}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL !== "0" });
    console.log(name);
  }
  await page.close();
}
await browser.close();
