/**
 * Renders the home-screen icon (public/apple-touch-icon.png, 180×180) from the brand mark with Chromium.
 * Run after changing the brand: `node scripts/dev/make-images.ts`. The output is committed, so builds do
 * not need a browser. Social cards are drawn at build time (scripts/pipeline/cards, ADR 018).
 */
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.ts";

const mark = `<svg viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg"><rect width="32" height="32" rx="8" fill="#0e5c5a"/><path d="M8 19c2.5-6 13.5-6 16 0" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/><path d="M11.5 15.5c1.8-3 7.2-3 9 0" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2.2" stroke-linecap="round"/><circle cx="16" cy="21.5" r="2.4" fill="#fff"/></svg>`;

const icon = `<!doctype html><html><body style="margin:0"><div style="width:180px;height:180px">${mark.replace('rx="8"', 'rx="0"')}</div></body></html>`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const page = await browser.newPage({ viewport: { width: 180, height: 180 } });
await page.setContent(icon);
await page.screenshot({ path: "public/apple-touch-icon.png" });
console.log("Wrote public/apple-touch-icon.png");
await browser.close();
