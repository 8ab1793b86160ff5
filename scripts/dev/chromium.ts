import { existsSync } from "node:fs";

/**
 * The Chromium every browser tool here drives: Debian's by default (CHROME_PATH for another), headless,
 * with the background work that would add noise to measurements turned off. The benchmarks and the
 * screenshot tools launch it so: the browser a visitor has, in its new headless mode.
 */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

const background = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

export const chromiumArgs = ["--headless=new", ...background];

const headlessShell = "/usr/bin/chromium-headless-shell";

/**
 * The browser tests' Chromium: Debian's chromium-headless-shell when it is installed (.ci/run installs
 * it), the same Blink without the browser around it, which is what Playwright itself runs headless. It
 * opened a window and loaded and hydrated a page in half the time (4.4 s against 8.7 s for ten pages).
 * Its text is hinted by default, which set the home page's lines up to 28 px lower at 375 px than the
 * browser above; without hinting every line falls where it does there. Without the shell, or with
 * CHROME_PATH set, the tests run in the browser above.
 */
export const testChromium: { path: string; args: string[] } =
  !process.env.CHROME_PATH && existsSync(headlessShell)
    ? { path: headlessShell, args: [...background, "--font-render-hinting=none"] }
    : { path: chromiumPath, args: chromiumArgs };
