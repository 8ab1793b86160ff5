/**
 * Site search timings (ADR 010), not a test: starts the production server on a build (on a port the
 * system chooses, unless --port names one), opens it in Chromium with the CPU throttled 4× (CDP), and
 * prints index bytes, the time to the first results (loading included) and keystroke-to-results p50/p95
 * once the index is loaded.
 *
 *   BUILD_DIR=build npm run bench:search [-- --port 4190]
 */
import { chromium } from "@playwright/test";
import { startNode } from "./servers.ts";
import { chromiumArgs, chromiumPath } from "./chromium.ts";

const portIndex = process.argv.indexOf("--port");
const port = portIndex > 0 ? Number(process.argv[portIndex + 1]) : 0;
// Written before measuring (ADR 010, then issue 26.4); typed one character at a time.
const queries = [
  "variable reward",
  "dark pattern",
  "cancel subscription",
  "chatbot flattery",
  "DSA",
  "infinite scroll",
  "nudge",
  "countdown timer",
  "netflix recommendations",
  "funding",
  // Issue 26.4: how people type (split and hyphenated names, everyday words).
  "confirm shaming",
  "confirm-shaming",
  "click to cancel",
  "unsubscribe",
  "roach motel",
  "FOMO",
  "loot box",
  "streaks",
  "cookie banner",
];

const server = await startNode({ port });
const base = `http://127.0.0.1:${server.port}`;
const percentile = (values: number[], p: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ?? NaN;

try {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  let indexBytes = 0;
  const pending = new Map<string, string>();
  cdp.on("Network.responseReceived", (event) => {
    if (event.response.url.includes("search")) pending.set(event.requestId, event.response.url);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (pending.has(event.requestId)) indexBytes += event.encodedDataLength;
  });
  await page.goto(`${base}/`, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated]", { timeout: 15000 }).catch(() => {});
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

  // First use: open, type the first query, wait for results (chunk + index fetch + indexing).
  const started = Date.now();
  await page.keyboard.press("/");
  const input = page.getByRole("combobox");
  await input.fill(queries[0]!);
  await page.getByRole("option").first().waitFor();
  const firstQuery = Date.now() - started;

  // Keystroke to results on screen, once loaded: input event, React render, the next frame.
  const samples = await page.evaluate(async (list) => {
    const field = document.querySelector<HTMLInputElement>('[role="combobox"]');
    // React listens for the value set through the prototype's setter, as typing sets it.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    if (!field || !setValue) throw new Error("no search field");
    const times: number[] = [];
    for (const query of list) {
      for (let length = 1; length <= query.length; length++) {
        const start = performance.now();
        setValue.call(field, query.slice(0, length));
        field.dispatchEvent(new Event("input", { bubbles: true }));
        await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        times.push(performance.now() - start);
      }
    }
    return times;
  }, queries);

  const firsts: [query: string, first: string][] = [];
  for (const query of queries) {
    await input.fill(query);
    await page.waitForTimeout(50);
    const options = await page.getByRole("option").allTextContents();
    firsts.push([query, options[0]?.slice(0, 60) ?? "(none)"]);
  }
  await browser.close();

  console.log("\nSite search, 4× CPU throttling (Chromium CDP)\n");
  console.log(
    `| index bytes fetched (transfer) | first query, loading included | keystroke to results p50 | p95 | max | n |`,
  );
  console.log(`| --- | --- | --- | --- | --- | --- |`);
  console.log(
    `| ${(indexBytes / 1024).toFixed(1)} KB | ${firstQuery} ms | ${percentile(samples, 0.5).toFixed(1)} ms | ${percentile(samples, 0.95).toFixed(1)} ms | ${Math.max(...samples).toFixed(1)} ms | ${samples.length} |`,
  );
  console.log("\nFirst result per query:");
  for (const [query, first] of firsts) console.log(`  ${query.padEnd(24)} ${first}`);
} finally {
  server.stop();
}
