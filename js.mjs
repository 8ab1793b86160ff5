import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs"; import { gzipSync } from "node:zlib";
const [port, dir, route] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new","--no-sandbox"] });
const p = await b.newPage();
await p.goto(`http://localhost:${port}${route}`);
await p.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 30000 });
const urls = await p.evaluate(() => performance.getEntriesByType("resource").map(e => new URL(e.name).pathname).filter(n => n.endsWith(".js")));
let total = 0; const rows = [];
for (const u of new Set(urls)) { const s = gzipSync(readFileSync(dir + u), { level: 9 }).length; if (!/hydrate-/.test(u)) total += s; rows.push([s, u]); }
console.log(route, "JS", total); for (const r of rows.sort((a,b)=>b[0]-a[0])) console.log("  ", r[0], r[1]);
await b.close();
