import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/dev/chromium.ts";

/*
 * Browser tests run against the production build, served by the same server
 * as `npm start` (scripts/server/serve.ts), in Debian's Chromium: test tools cannot
 * download browsers here, and visitors' Chrome is what we care about.
 */
const executablePath = chromiumPath;
if (!existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}. Install it with "apt-get update && apt-get install -y chromium", or set CHROME_PATH to a Chromium or Chrome binary.`,
  );
}

/**
 * A port nobody is listening on, chosen by the OS (port 0), so runs side by side never collide. The
 * config is read again in every worker: the first read stores the ports in the environment, which the
 * workers inherit, so all agree.
 */
function freePort(variable: string): number {
  process.env[variable] ||= execFileSync(process.execPath, [
    "-e",
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })",
  ])
    .toString()
    .trim();
  return Number(process.env[variable]);
}

const port = freePort("TEST_PORT");
/**
 * The same site built with a newsletter endpoint (`npm run build:newsletter`), for the sign-up's
 * endpoint path; the endpoint's host is reserved (.test) and the tests play the service with page.route.
 */
const newsletterPort = freePort("TEST_NEWSLETTER_PORT");
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
    baseURL: `http://localhost:${port}`,
    // A trace records every action of every test, which cost about a fifth of the suite's time
    // (ADR 027); it is recorded when a failed test is run again. `--trace on` records one at will.
    trace: "on-first-retry",
    launchOptions: {
      executablePath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: ["no-js/**", "newsletter/**"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "newsletter",
      testMatch: "newsletter/**/*.spec.ts",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://localhost:${newsletterPort}`,
      },
    },
    {
      // The same browser with JavaScript switched off: what every visitor has before the scripts arrive.
      name: "no-javascript",
      testMatch: "no-js/**/*.spec.ts",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
    },
  ],
  webServer: [
    {
      command: "node scripts/server/serve.ts",
      env: { PORT: String(port), BUILD_DIR: process.env.BUILD_DIR || "build" },
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node scripts/server/serve.ts",
      env: { PORT: String(newsletterPort), BUILD_DIR: newsletterBuildDir },
      url: `http://localhost:${newsletterPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
