import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { testChromium } from "./scripts/dev/chromium.ts";

/*
 * Browser tests run against the production build, served by the same server
 * as `npm start` (scripts/server/serve.ts), in Debian's Chromium: test tools cannot
 * download browsers here, and visitors' Chrome is what we care about. Its headless shell when installed
 * (scripts/dev/chromium.ts, ADR 029).
 */
const executablePath = testChromium.path;
if (!existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}. Install it with "apt-get update && apt-get install -y chromium chromium-headless-shell", or set CHROME_PATH to a Chromium or Chrome binary.`,
  );
}

/*
 * Each server listens on a port the system chooses (PORT=0) and prints it; Playwright reads it from that
 * line into the environment (`wait`), which the workers inherit when they read this config again.
 * The runner itself reads the config before the servers start, and needs no address.
 */
const serving = (variable: string) => new RegExp(`Serving \\S+ at http://[^:]+:(?<${variable}>\\d+)`);
const baseURL = (variable: string) => `http://localhost:${process.env[variable.toUpperCase()] ?? 0}`;
/**
 * The same site built with a newsletter endpoint (`npm run build:newsletter`), for the sign-up's
 * endpoint path; the endpoint's host is reserved (.test) and the tests play the service with page.route.
 */
const newsletterBuildDir = "build-newsletter";

export default defineConfig({
  testDir: "tests",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: baseURL("test_port"),
    // A trace records every action of every test, which cost about a fifth of the suite's time
    // (ADR 027); it is recorded when a failed test is run again. `--trace on` records one at will.
    trace: "on-first-retry",
    launchOptions: {
      executablePath,
      args: testChromium.args,
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: ["no-js/**", "newsletter/**", "extension/**"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "newsletter",
      testMatch: "newsletter/**/*.spec.ts",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: baseURL("test_newsletter_port"),
      },
    },
    {
      // The same browser with JavaScript switched off: what every visitor has before the scripts arrive.
      name: "no-javascript",
      testMatch: "no-js/**/*.spec.ts",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
    },
    {
      // The browser extension in Debian's full Chromium (the headless shell loads no extensions), on fixture
      // pages its spec serves; it builds the extension with the pipeline's step if it is out of date.
      name: "extension",
      testMatch: "extension/**/*.spec.ts",
      fullyParallel: false,
    },
  ],
  webServer: [
    {
      command: "node scripts/server/serve.ts",
      env: { PORT: "0", BUILD_DIR: process.env.BUILD_DIR || "build" },
      wait: { stdout: serving("test_port") },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node scripts/server/serve.ts",
      env: { PORT: "0", BUILD_DIR: newsletterBuildDir },
      wait: { stdout: serving("test_newsletter_port") },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
