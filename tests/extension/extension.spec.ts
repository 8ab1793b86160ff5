import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  expect,
  test as base,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
  type Worker as PlaywrightWorker,
} from "@playwright/test";
import { extensionText } from "#app/content/extension.ts";
import { patternModules } from "#app/content/patterns/index.ts";
import { siteConfig } from "#app/site.config.ts";
import { resolveLivePatterns } from "../../extension/live-patterns.ts";
import { chromiumPath } from "../../scripts/dev/chromium.ts";
import { runPipeline } from "../../scripts/pipeline/pipeline.ts";
import { fingerprintEnv, root, steps } from "../../scripts/pipeline/steps.ts";
import { axe, axeInTheme } from "../e2e/axe.ts";
import { serveFixtures } from "./fixture-server.ts";

/*
 * The browser extension (extension/, issue 53 §3), loaded unpacked into Debian's full Chromium in its new
 * headless mode (the headless shell loads no extensions), on fixture pages served over HTTP. The check
 * is started as a click on its toolbar button starts it: DevTools' Extensions.triggerAction runs the
 * button's action on the tab, which grants `activeTab` as a click does (the extension has no host
 * permission, so nothing else could inject it). Assertions read what a visitor sees: marks on the
 * page and the panel's words.
 */

const unpacked = path.join(root, ".generated", "extension", "chromium");
const { panel } = extensionText;

const library = new Map(Object.values(patternModules).map((pattern) => [pattern.slug, pattern.name]));
const live = resolveLivePatterns(new Set(library.keys()));
const learnMore = (slug: string) => panel.learnMore.replace("{pattern}", library.get(slug)!);

type Worker = {
  context: BrowserContext;
  browserSession: CDPSession;
  extensionId: string;
  origin: string;
  /** What the extension's service worker wrote to its console, and each press of its button, timed from the browser's start. */
  workerLog: string[];
  started: number;
};

/** The part of the extension API the worker's readiness is read from. */
type ActionApi = { chrome: { action: { onClicked: { hasListeners(): boolean } } } };

const test = base.extend<{ page: Page }, { extension: Worker }>({
  extension: [
    async ({ playwright }, provide) => {
      // The pipeline's own step (skipped when its inputs have not changed since it last ran).
      const wanted = new Set(["public", "extension"]);
      await runPipeline(
        steps().filter((step) => wanted.has(step.name)),
        { root, env: fingerprintEnv(process.env), log: () => {} },
      );
      expect(existsSync(path.join(unpacked, "manifest.json"))).toBe(true);
      // A copy, so that a build running meanwhile (which rewrites .generated/extension/) cannot change it mid-test.
      const copy = mkdtempSync(path.join(tmpdir(), "attune-extension-"));
      cpSync(unpacked, copy, { recursive: true });
      const { origin, server } = await serveFixtures();
      const context = await playwright.chromium.launchPersistentContext("", {
        // The full browser (CHROME_PATH, or Debian's): the headless shell the other projects use loads no extensions.
        executablePath: chromiumPath,
        headless: true,
        viewport: { width: 1280, height: 800 },
        args: [
          `--disable-extensions-except=${copy}`,
          `--load-extension=${copy}`,
          // Lets DevTools (over Playwright's pipe) press the extension's button: Extensions.triggerAction.
          "--enable-unsafe-extension-debugging",
          "--no-sandbox",
          "--disable-gpu",
          "--no-first-run",
        ],
      });
      const started = Date.now();
      const workerLog: string[] = [];
      // The worker may be stopped when idle and started again by a click: each new one is listened to.
      const listen = (worker: PlaywrightWorker) => {
        workerLog.push(`${Date.now() - started} ms: worker started`);
        worker.on("console", (message) =>
          workerLog.push(`${Date.now() - started} ms: ${message.type()}: ${message.text()}`),
        );
        worker.on("close", () => workerLog.push(`${Date.now() - started} ms: worker stopped`));
      };
      const existing = context.serviceWorkers()[0];
      if (existing) listen(existing);
      context.on("serviceworker", listen);
      const worker = existing ?? (await context.waitForEvent("serviceworker"));
      // The browser installs the extension as it starts, and the worker runs its script a moment later. A
      // press before that script has added its click listener is dropped (seen under load: pressed at
      // 209 ms, listener added at 243 ms, no click), so the first test waits for the listener; a visitor
      // cannot click that soon after installing.
      await expect
        .poll(() =>
          worker.evaluate(() => (globalThis as unknown as ActionApi).chrome.action.onClicked.hasListeners()),
        )
        .toBe(true);
      const extensionId = new URL(worker.url()).host;
      const browserSession = await context.browser()!.newBrowserCDPSession();
      await provide({ context, browserSession, extensionId, origin, workerLog, started });
      await context.close();
      server.close();
      rmSync(copy, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 120_000 },
  ],
  page: async ({ extension }, provide, testInfo) => {
    const page = await extension.context.newPage();
    const pageLog: string[] = [];
    page.on("console", (message) => pageLog.push(`${message.type()}: ${message.text()}`));
    page.on("pageerror", (error) => pageLog.push(`uncaught: ${error.message}`));
    const workerLogFrom = extension.workerLog.length;
    // The tab the button is clicked on is the one in front, as for a visitor.
    await page.bringToFront();
    await provide(page);
    // When a check fails, the report says what the worker and the page logged: CI's rare "the panel
    // never appeared" can then be told apart (a failed injection, an error in the check, a slow start).
    if (testInfo.status !== testInfo.expectedStatus) {
      const onPage = await page
        .evaluate(() => ({
          panels: document.querySelectorAll("attune-check-panel").length,
          marks: document.querySelectorAll("attune-mark, attune-badge").length,
        }))
        .catch((error: Error) => error.message);
      const body = [
        `On the page when the test ended: ${JSON.stringify(onPage)}`,
        "Service worker, from the browser's start (lines marked ▶ came during this test):",
        ...extension.workerLog.map((line, index) => (index >= workerLogFrom ? `▶ ${line}` : line)),
        "Page console:",
        ...pageLog,
      ].join("\n");
      // On stderr, which the reporter prints whole (it shortens a text attachment to 300 characters).
      console.error(`${testInfo.title}\n${body}`);
    }
    await page.close();
  },
});

/** Clicks the extension's toolbar button for the tab showing `page`. */
async function clickExtension(page: Page, { browserSession, extensionId, workerLog, started }: Worker) {
  const { targetInfos } = await browserSession.send("Target.getTargets", { filter: [{ type: "tab" }] });
  const tab = targetInfos.find((target) => target.url === page.url());
  if (!tab) throw new Error(`No tab shows ${page.url()}`);
  await browserSession.send("Extensions.triggerAction", { id: extensionId, targetId: tab.targetId });
  workerLog.push(`${Date.now() - started} ms: button pressed on ${page.url()}`);
}

const panelOf = (page: Page): Locator => page.locator("attune-check-panel");
const findingItem = (page: Page, label: string) =>
  panelOf(page).getByRole("listitem").filter({ hasText: label });

test("marks the shop's urgency, scarcity, shaming decline and pre-ticked insurance, and a timer that counts down", async ({
  page,
  extension,
}) => {
  await page.goto(`${extension.origin}/shop`);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await clickExtension(page, extension);

  const box = panelOf(page);
  const title = box.getByRole("heading", { name: panel.title.replace("{name}", siteConfig.name) });
  // Generous: on a busy machine the first injection can wait for the tab's permission (background.ts).
  await expect(title).toBeFocused({ timeout: 15_000 });
  await expect(box.getByText(panel.watching)).toBeVisible();

  // The wording, marked in place with a numbered badge.
  await expect(page.locator("attune-mark", { hasText: "Only 3 left in stock" })).toBeVisible();
  // A button whose words are its value is outlined whole.
  await expect(page.getByRole("button", { name: "No thanks, I prefer paying full price" })).toHaveCSS(
    "outline-style",
    "solid",
  );
  await expect(page.locator("attune-badge").first()).toBeVisible();
  for (const slug of ["fake-scarcity", "confirmshaming", "preselection"]) {
    const link = box.getByRole("link", { name: learnMore(slug) }).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", `${siteConfig.url}/patterns/${slug}`);
  }

  // The insurance box ticked for the visitor is outlined; "Remember me" is not a finding.
  const insurance = findingItem(page, panel.live.preselected.label);
  await expect(insurance).toHaveCount(1);
  await expect(insurance).toContainText("travel damage insurance");
  await expect(page.locator('input[name="insurance"]')).toHaveCSS("outline-style", "solid");
  await expect(page.locator('input[name="remember"]')).not.toHaveCSS("outline-style", "solid");

  // After a few seconds the countdown is found to be running.
  // The timers are read again after a few seconds (extension/content/main.ts, timerSampleMs).
  await expect(box.getByText(panel.watching)).toBeHidden({ timeout: 20_000 });
  const countdown = findingItem(page, panel.live.countdown.label);
  await expect(countdown).toHaveCount(1);
  await expect(countdown.getByRole("link", { name: learnMore(live.countdown) })).toHaveAttribute(
    "href",
    `${siteConfig.url}/patterns/${live.countdown}`,
  );
  await expect(page.locator("#timer")).toHaveCSS("outline-style", "solid");
  const count = await box.getByRole("listitem").count();
  await expect(box.getByText(panel.summary.other.replace("{count}", String(count)))).toBeVisible();

  await page.screenshot({ path: "/tmp/extension-shop.png" });
  expect((await axe(page, { include: ["attune-check-panel"] })).violations).toEqual([]);
  expect(requests, "the check sends nothing").toEqual([]);
});

test("finds a reject made tiny and faint beside a big accept, and undoes its marks on Escape", async ({
  page,
  extension,
}) => {
  await page.goto(`${extension.origin}/cookies`);
  await clickExtension(page, extension);
  const box = panelOf(page);
  // As in the shop's test: generous for a busy machine.
  await expect(
    box.getByRole("heading", { name: panel.title.replace("{name}", siteConfig.name) }),
  ).toBeFocused({
    timeout: 15_000,
  });
  const item = findingItem(page, panel.live.lopsided.label);
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("“Reject” is much smaller or fainter than “Accept all”");
  await expect(item.getByRole("link", { name: learnMore(live.lopsided) })).toHaveAttribute(
    "href",
    `${siteConfig.url}/patterns/${live.lopsided}`,
  );
  const reject = page.getByRole("link", { name: "Reject" });
  await expect(reject).toHaveCSS("outline-style", "solid");
  await page.screenshot({ path: "/tmp/extension-cookies.png" });

  // Keyboard: "Show on the page" moves focus to the mark; Escape in the panel closes it and undoes the marks.
  await item.getByRole("button", { name: panel.show }).focus();
  await page.keyboard.press("Escape");
  await expect(box).toHaveCount(0);
  await expect(reject).not.toHaveCSS("outline-style", "solid");
  await expect(page.locator("attune-badge")).toHaveCount(0);
});

test("finds nothing on an honest page, and says what it cannot see", async ({ page, extension }) => {
  await page.goto(`${extension.origin}/honest`);
  await clickExtension(page, extension);
  const box = panelOf(page);
  await expect(box.getByRole("heading", { name: panel.none.title })).toBeVisible({ timeout: 20_000 });
  for (const item of panel.cannotSee) await expect(box.getByText(item)).toBeVisible();
  await expect(box.getByRole("listitem").filter({ has: page.getByRole("link") })).toHaveCount(0);
  await expect(page.locator("attune-mark, attune-badge")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/extension-honest.png" });
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect((await axeInTheme(page, colorScheme, { include: ["attune-check-panel"] })).violations).toEqual([]);
  }

  await box.getByRole("button", { name: panel.close }).click();
  await expect(box).toHaveCount(0);
});
