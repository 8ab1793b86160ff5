import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/*
 * Subscribe with a newsletter endpoint configured, end to end: a small HTTP server started here plays
 * the newsletter service, the site is built with SITE_NEWSLETTER_ENDPOINT pointing at it (in a build
 * directory of its own) and served by the production server, and the browser signs up through the
 * footer form. The toast must report what the service really answered.
 */

const root = path.resolve(import.meta.dirname, "../..");
// Its own directory per run, so parallel runs in one checkout do not overwrite each other.
const buildDir = `build-newsletter-${process.pid}`;
let siteUrl = "";

let service: Server;
let servicePort = 0;
let site: ChildProcess | undefined;
/** What the service received: one form body per request. */
const received: string[] = [];

function startService(): Promise<void> {
  service = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push(body);
      // A newsletter service that allows the site's origin to read its answer (CORS).
      const headers = { "Access-Control-Allow-Origin": "*", "Content-Type": "application/json" };
      const email = new URLSearchParams(body).get("email") ?? "";
      if (email.startsWith("refused")) response.writeHead(422, headers).end('{"error":"invalid"}');
      else response.writeHead(201, headers).end('{"ok":true}');
    });
  });
  return new Promise((resolve) => service.listen(servicePort, "127.0.0.1", resolve));
}

/** A port nothing else on this machine is listening on (parallel runs each get their own). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// A build of its own takes a while on a busy machine.
test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  await startService();
  servicePort = (service.address() as AddressInfo).port;
  const build = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      SITE_NEWSLETTER_ENDPOINT: `http://127.0.0.1:${servicePort}/subscribe`,
    },
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`Build with a newsletter endpoint failed:\n${build.stderr}`);
  const sitePort = await freePort();
  siteUrl = `http://localhost:${sitePort}`;
  site = spawn("node", ["scripts/server/serve.mjs"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(sitePort) },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(siteUrl).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(() => {
  site?.kill("SIGTERM");
  service.close();
  rmSync(path.join(root, buildDir), { recursive: true, force: true });
});

async function signUp(page: Page, email: string) {
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email address" }).fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
}

test("the page allows the service in its policy, and says nothing about an e-mail app", async ({ page }) => {
  const response = await page.goto(`${siteUrl}/tools`);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(policy).toContain(`connect-src 'self' http://127.0.0.1:${servicePort}`);
  expect(policy).toContain(`form-action 'self' mailto: http://127.0.0.1:${servicePort}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("contentinfo")).not.toContainText("opens your e-mail app");
});

test("an address the service accepts is reported as accepted, and reaches the service", async ({ page }) => {
  await page.goto(`${siteUrl}/tools`);
  await waitForHydration(page);
  await signUp(page, "ada@example.org");
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toContainText("The newsletter service accepted ada@example.org");
  expect(received.at(-1)).toBe("email=ada%40example.org");
  await expect(page.getByRole("contentinfo").getByRole("textbox", { name: "Email address" })).toHaveValue("");
});

test.describe("with an address the service refuses", () => {
  // The browser logs any 4xx answer to a request as an error.
  test.use({ expectedConsoleErrors: /status of 422/ });

  test("an address the service refuses is reported as refused, with its status, and kept for correction", async ({
    page,
  }) => {
    await page.goto(`${siteUrl}/tools`);
    await waitForHydration(page);
    await signUp(page, "refused@example.org");
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("did not accept the sign-up (it answered 422)");
    await expect(toast).not.toContainText("accepted refused@example.org");
    await expect(page.getByRole("contentinfo").getByRole("textbox", { name: "Email address" })).toHaveValue(
      "refused@example.org",
    );
  });
});

test.describe("with the service down", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|ERR_CONNECTION_REFUSED/] });

  test("the visitor is told the sign-up did not happen", async ({ page }) => {
    await new Promise((resolve) => service.close(resolve));
    await page.goto(`${siteUrl}/tools`);
    await waitForHydration(page);
    await signUp(page, "ada@example.org");
    await expect(page.locator("[data-sonner-toast]")).toContainText(
      "could not be reached, so you are not signed up",
    );
    await startService();
  });
});
