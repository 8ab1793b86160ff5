/**
 * The Chromium every browser tool here drives: Debian's by default (CHROME_PATH for another), headless,
 * with the background work that would add noise to measurements turned off. Playwright's config, the
 * benchmarks and the screenshot tools all launch it so.
 */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
