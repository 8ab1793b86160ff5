import { chromium } from "@playwright/test";
const [,, path, w, h, full, name, js] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) }, javaScriptEnabled: js !== "nojs" });
await page.goto("http://localhost:4173" + path, { waitUntil: "networkidle" });
await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: full === "1" });
await browser.close();
