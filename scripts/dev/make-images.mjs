/**
 * Renders the site's raster images from original HTML/SVG with Chromium: the social card shown when a
 * page is shared (public/images/social-card.png, 1200×630) and the home-screen icon
 * (public/apple-touch-icon.png, 180×180). Run after changing the brand: `node scripts/dev/make-images.mjs`.
 * The outputs are committed, so builds do not need a browser.
 */
import { chromium } from "@playwright/test";

const mark = `<svg viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg"><rect width="32" height="32" rx="8" fill="#0e5c5a"/><path d="M8 19c2.5-6 13.5-6 16 0" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/><path d="M11.5 15.5c1.8-3 7.2-3 9 0" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2.2" stroke-linecap="round"/><circle cx="16" cy="21.5" r="2.4" fill="#fff"/></svg>`;
const name = process.env.SITE_NAME || "Attune";

const card = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 90px;background:linear-gradient(160deg,#dff1ef 0%,#f9f6f0 60%);font-family:'DejaVu Serif',Georgia,serif;color:#1f1d1a;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:22px"><div style="width:76px;height:76px">${mark}</div><div style="font-size:46px;font-weight:700">${name}</div></div>
  <div style="font-size:84px;font-weight:700;line-height:1.1;max-width:900px">Can AI be good for people?</div>
  <div style="font-family:'DejaVu Sans',sans-serif;font-size:30px;color:#4a4640">Dark patterns, variable rewards, social validation and humane design, explained.</div>
</div></body></html>`;

const icon = `<!doctype html><html><body style="margin:0"><div style="width:180px;height:180px">${mark.replace('rx="8"', 'rx="0"')}</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const [html, width, height, file] of [
  [card, 1200, 630, "public/images/social-card.png"],
  [icon, 180, 180, "public/apple-touch-icon.png"],
]) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  await page.screenshot({ path: file });
  console.log(`Wrote ${file}`);
}
await browser.close();
