import { expect, test, waitForHydration } from "./fixtures.ts";

/*
 * The loading order that keeps a slow phone's first paint as fast as the page without JavaScript
 * (ADR 006): the HTML, CSS and font have the connection to themselves, and the app's modules are
 * only requested once the page has loaded. Timings are the benchmark's business; the order is not.
 */
// The order for every route (no module before the load event and the first paint) is checked in
// tests/e2e/routes.spec.ts; what the HTML carries, over the built files in tests/build/pages.test.ts.

test("the page hydrates in parts, and is marked hydrated only once every part is", async ({ page }) => {
  // At the moment <html> is marked, check that React has taken over the header, the page and the
  // footer: the mark must not come before the last part React hydrates (ADR 006).
  await page.addInitScript(() => {
    const owned = (selector: string) => {
      const element = document.querySelector(selector);
      return !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    };
    // The init script runs before <html> exists, so it observes the document.
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== "true") return;
      observer.disconnect();
      (window as unknown as { partsAtMark: Record<string, boolean> }).partsAtMark = {
        header: owned("header a"),
        page: owned("main h1"),
        footer: owned("footer a"),
      };
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  for (const route of ["/", "/glossary", "/blog/ai-neutrality"]) {
    await page.goto(route);
    await waitForHydration(page);
    const parts = await page.evaluate(() => (window as unknown as { partsAtMark?: object }).partsAtMark);
    expect(parts, route).toEqual({ header: true, page: true, footer: true });
  }
});

test("React hydrates only the parts that change, and a link in a part it left alone still navigates within the app", async ({
  page,
}) => {
  // The record's rows are the same links and text until a filter changes them (StaticPart, issue 56).
  await page.goto("/enforcement");
  await waitForHydration(page);
  const share = await page.evaluate(() => {
    const all = [...document.body.querySelectorAll("*")];
    const owned = all.filter((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));
    return owned.length / all.length;
  });
  // React marks each element it owns with a key of its own (not an API: the first test above reads it
  // too). Some must be owned, so that a rename in React fails here rather than passing for want of keys.
  expect(share).toBeGreaterThan(0.2);
  expect(share).toBeLessThan(0.5);

  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const row = page.getByRole("main").getByRole("table").getByRole("link").first();
  const name = (await row.textContent()) ?? "";
  await row.click();
  await expect(page).toHaveURL(/\/enforcement\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name.slice(0, 12));
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});
