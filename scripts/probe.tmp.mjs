import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new","--no-sandbox","--disable-gpu","--disable-background-networking"] });
for (const w of [375, 1280]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  for (const path of ["/blog/ai-neutrality", "/blog/nudging-experience-part2"]) {
    await p.goto("http://127.0.0.1:4304" + path);
    const r = await p.evaluate(() => [...document.querySelectorAll(".table-scroll")].map(f => {
      const s = f.querySelector("section"); return [s.clientWidth, s.scrollWidth, getComputedStyle(f.querySelector(".table-scroll-hint")).visibility, getComputedStyle(f.querySelector(".table-scroll-shade")).visibility, getComputedStyle(f.querySelector(".table-scroll-shade")).opacity]; }));
    console.log(w, path, JSON.stringify(r));
  }
}
await b.close();
