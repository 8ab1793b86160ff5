import type { Page, Route } from "@playwright/test";
import { footerContent } from "#app/content/footer.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { expect, test, waitForHydration } from "../e2e/fixtures.ts";

const copy = footerContent.subscribe;

/*
 * Subscribe with a newsletter endpoint configured, end to end: the site built once with
 * SITE_NEWSLETTER_ENDPOINT set (`npm run build:newsletter`, served by this project's own server), and
 * the browser signing up through the footer form. The endpoint's host is reserved (.test), so nothing
 * leaves the machine: page.route plays the newsletter service. The toast must report what the service
 * really answered.
 */

/** The endpoint `npm run build:newsletter` builds with (package.json). */
const endpoint = "https://newsletter.test/subscribe";

/** Plays the newsletter service: accepts an address, refuses one starting with "refused", or is down. */
async function playService(page: Page, mode: "up" | "down" = "up") {
  const received: string[] = [];
  await page.route(endpoint, async (route: Route) => {
    if (mode === "down") return route.abort("connectionrefused");
    const body = route.request().postData() ?? "";
    received.push(body);
    // A newsletter service that allows the site's origin to read its answer (CORS).
    const headers = { "Access-Control-Allow-Origin": "*", "Content-Type": "application/json" };
    const email = new URLSearchParams(body).get("email") ?? "";
    if (email.startsWith("refused"))
      return route.fulfill({ status: 422, headers, body: '{"error":"invalid"}' });
    return route.fulfill({ status: 201, headers, body: '{"ok":true}' });
  });
  return received;
}

async function signUp(page: Page, email: string) {
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email address" }).fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
}

test("the page allows the service in its policy, and says nothing about an e-mail app", async ({ page }) => {
  const response = await page.goto("/tools");
  expect(response?.status()).toBe(200);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  const origin = new URL(endpoint).origin;
  expect(policy).toContain(`connect-src 'self' ${origin}`);
  expect(policy).toContain(`form-action 'self' mailto: ${origin}`);
  await expect(page.getByRole("contentinfo")).not.toContainText(copy.mailtoHint);
  // Without JavaScript the form posts to the service itself.
  await expect(page.getByRole("contentinfo").locator("form")).toHaveAttribute("action", endpoint);
});

test("an address the service accepts is reported as accepted, and reaches the service", async ({ page }) => {
  const received = await playService(page);
  await page.goto("/tools");
  await waitForHydration(page);
  await signUp(page, "ada@example.org");
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toContainText(fillTemplate(copy.endpointAccepted, { email: "ada@example.org" }));
  expect(received).toEqual(["email=ada%40example.org"]);
  await expect(page.getByRole("contentinfo").getByRole("textbox", { name: "Email address" })).toHaveValue("");
});

test.describe("with an address the service refuses", () => {
  // The browser logs any 4xx answer to a request as an error.
  test.use({ expectedConsoleErrors: /status of 422/ });

  test("an address the service refuses is reported as refused, with its status, and kept for correction", async ({
    page,
  }) => {
    await playService(page);
    await page.goto("/tools");
    await waitForHydration(page);
    await signUp(page, "refused@example.org");
    const toast = page.locator("[data-sonner-toast]");
    // The refusal names the service's status; nothing says the address was accepted.
    await expect(toast).toContainText(copy.endpointRefused.split("{status}")[0]!);
    await expect(toast).toContainText("422");
    await expect(toast).not.toContainText(
      fillTemplate(copy.endpointAccepted, { email: "refused@example.org" }),
    );
    await expect(page.getByRole("contentinfo").getByRole("textbox", { name: "Email address" })).toHaveValue(
      "refused@example.org",
    );
  });
});

test.describe("with the service down", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|ERR_CONNECTION_REFUSED/] });

  test("the visitor is told the sign-up did not happen", async ({ page }) => {
    await playService(page, "down");
    await page.goto("/tools");
    await waitForHydration(page);
    await signUp(page, "ada@example.org");
    await expect(page.locator("[data-sonner-toast]")).toContainText(copy.endpointUnreachable);
  });
});
