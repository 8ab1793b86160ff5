import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new","--no-sandbox","--disable-gpu","--disable-background-networking"] });
const page = await browser.newPage();
for (const p of process.argv.slice(2)) {
await page.goto("http://localhost:4190" + p);
await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
const urls = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname).filter((p) => p.endsWith(".js")));
let total = 0; const rows=[];
for (const u of urls) { const n = gzipSync(readFileSync("build/client" + u), { level: 9 }).length; if (!u.includes("hydrate-")) total += n; rows.push(n+" "+u); }
console.log(p, "total", total, "\n  "+rows.join("\n  "));
}
await browser.close();
