// usage: node clip.mjs file.html width out-prefix chunkHeight
import { chromium } from "@playwright/test";
const [file, width, prefix, chunk = "1400"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new","--no-sandbox","--disable-gpu","--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(file.startsWith("http") ? file : "file://" + file);
const h = await page.evaluate(() => document.documentElement.scrollHeight);
let i = 0;
for (let y = 0; y < h; y += Number(chunk)) {
  await page.screenshot({ path: `${prefix}${i++}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(Number(chunk), h - y) } });
}
console.log(h, i);
await browser.close();
