import { enforcementPage } from "#app/content/pages/enforcement.ts";
import { reactOutput } from "../../scripts/pipeline/deliver/framework-output.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const { recordPage } = enforcementPage;

/*
 * The loading order that keeps a slow phone's first paint as fast as the page without JavaScript
 * (ADR 006): the HTML, CSS and font have the connection to themselves, and the app's modules are
 * only requested once the page has loaded. Timings are the benchmark's business; the order is not.
 */
// The order for every route (no module before the load event and the first paint) is checked in
// tests/e2e/routes.spec.ts; what the HTML carries, over the built files in tests/build/pages.test.ts.

test("the page hydrates in parts, and is marked hydrated only once every part is", async ({ page }) => {
  // At the moment <html> is marked, check that React has taken over the header, the page and the
  // footer's form (its links are a StaticPart): the mark must not come before the last part React hydrates.
  await page.addInitScript((fiberKeyPrefix) => {
    const owned = (selector: string) => {
      const element = document.querySelector(selector);
      return !!element && Object.keys(element).some((key) => key.startsWith(fiberKeyPrefix));
    };
    // The init script runs before <html> exists, so it observes the document.
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== "true") return;
      observer.disconnect();
      (window as unknown as { partsAtMark: Record<string, boolean> }).partsAtMark = {
        header: owned("header a"),
        page: owned("main h1"),
        footer: owned("footer form"),
      };
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  }, reactOutput.fiberKeyPrefix);
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
  const share = await page.evaluate((fiberKeyPrefix) => {
    const all = [...document.body.querySelectorAll("*")];
    const owned = all.filter((element) => Object.keys(element).some((key) => key.startsWith(fiberKeyPrefix)));
    return owned.length / all.length;
  }, reactOutput.fiberKeyPrefix);
  // React marks each element it owns with a key of its own (not an API: framework-output.ts names it). Some must be owned, so that a rename in React fails here rather than passing for want of keys.
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

  // A record page's facts and its links to the next record are static parts too. Followed within the
  // app, the next record's page shows its own facts, not the kept HTML of the one before.
  const status = page.getByRole("region", { name: recordPage.statusTitle });
  const before = await status.textContent();
  const older = page.getByRole("link", { name: new RegExp(recordPage.next) });
  const company = (await older.locator("span").last().textContent())!.replace(/ \(.*$/, "");
  await older.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(company);
  await expect(status).not.toHaveText(before!);
  await expect(page.getByRole("region", { name: recordPage.sourcesTitle, exact: true })).toContainText(
    recordPage.primarySource,
  );
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test("pages with much text and one control hydrate the control, not the text", async ({ page }) => {
  // Each route: an element in a part React leaves as pre-rendered, and one it must own to respond.
  const pages = [
    { route: "/spot-the-pattern", kept: "main li[hidden] h2", owned: "main li:not([hidden]) fieldset" },
    { route: "/teach/lesson-1", kept: "main h2#patterns", owned: "main h1" },
    { route: "/check", kept: "#accuracy table", owned: "main textarea" },
    { route: "/updates", kept: "main h2[id^='day-']", owned: "main h1" },
    { route: "/guide", kept: "main h2#introduction", owned: "main h1" },
    { route: "/guide/references", kept: "main li cite", owned: "main h1" },
    // Sections of text, cards and links (Section hydrate={false}) beside the controls a page has.
    { route: "/transparency", kept: "#corrections li time", owned: "#reuse button" },
    { route: "/", kept: "main ol li h3", owned: "main h1" },
    { route: "/about", kept: "#mission p", owned: "main h1" },
    { route: "/join-attune", kept: "#current-opportunities li h3", owned: "main h1" },
    { route: "/tools", kept: "#dark-pattern-detection h3", owned: "main h1" },
    { route: "/cases", kept: "#streaming h3", owned: "main h1" },
    { route: "/taxonomy", kept: "#sources li", owned: "main h1" },
    { route: "/enforcement", kept: "#data dl dt", owned: "main select" },
    { route: "/search", kept: "#all-pages + div li a", owned: "main input" },
    // A pattern's name, definition and callouts are text; its view switch responds.
    { route: "/patterns/trick-wording", kept: "main h1, #humane-callouts li", owned: "main [role=group]" },
  ];
  for (const { route, kept, owned } of pages) {
    await page.goto(route);
    await waitForHydration(page);
    // Every element the "kept" selector matches must be left alone (null when it matches nothing).
    const owners = await page.evaluate(
      ({ keptSelector, ownedSelector, fiberKeyPrefix }) => {
        const isOwned = (element: Element) =>
          Object.keys(element).some((key) => key.startsWith(fiberKeyPrefix));
        const keptElements = [...document.querySelectorAll(keptSelector)];
        const ownedElement = document.querySelector(ownedSelector);
        return [
          keptElements.length > 0 ? keptElements.some(isOwned) : null,
          ownedElement ? isOwned(ownedElement) : null,
        ];
      },
      { keptSelector: kept, ownedSelector: owned, fiberKeyPrefix: reactOutput.fiberKeyPrefix },
    );
    expect(owners, `${route}: [${kept}] left alone, [${owned}] React's`).toEqual([false, true]);
  }
  // The question in view is React's from the start of the quiz: its answers can be checked.
  await page.goto("/spot-the-pattern");
  await waitForHydration(page);
  const current = page.getByRole("main").getByRole("listitem").filter({ visible: true }).first();
  await current.getByRole("radio").first().check();
  await current.getByRole("button", { name: "Check answer" }).click();
  await expect(current.getByRole("status")).not.toBeEmpty();
});
