import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { checkPage } from "#app/content/pages/check.ts";
import { homePage } from "#app/content/pages/home.ts";
import { patternsPage } from "#app/content/pages/patterns.ts";
import { patterns } from "#app/content/patterns.ts";
import { tools } from "#app/content/tools.ts";
import { mainNav } from "#app/site.config.ts";
import { builtPages, clientDir } from "./built-files.ts";

/*
 * /check as built (issue 53.2): the pre-rendered page says what a visitor without JavaScript can use
 * instead, and publishes the checker's measured accuracy; the checker itself is a script of its own that
 * only /check asks for; and the page is linked from the menu, the /tools card, the home page and every
 * pattern's "How to resist it".
 */

const pages = new Map(builtPages().map((page) => [page.urlPath, page.html]));
const documentAt = (urlPath: string) => new JSDOM(pages.get(urlPath)!).window.document;
const check = documentAt("/check");
const main = check.querySelector("main")!;
const measured: { rows: { pattern: string }[]; date: string } = JSON.parse(
  readFileSync(path.resolve("app/lib/checker/accuracy.json"), "utf8"),
);
const assetsDir = path.join(clientDir, "assets");
const checkerChunks = readdirSync(assetsDir).filter((file) => /^checker-[\w-]+\.js$/.test(file));

describe("/check, pre-rendered", () => {
  it("says the checker needs JavaScript and links the pattern library and the self-check", () => {
    expect(main.textContent).toContain(checkPage.needsScript.title);
    expect(main.textContent).toContain(checkPage.needsScript.body);
    const hrefs = [...main.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(["/patterns", "/spot-the-pattern"]));
    // Its controls are there at their size, disabled until the page has hydrated.
    expect(main.querySelector("textarea")?.hasAttribute("disabled")).toBe(true);
    for (const radio of main.querySelectorAll('input[type="radio"]'))
      expect(radio.closest("fieldset")?.hasAttribute("disabled")).toBe(true);
  });

  it("publishes the measured accuracy: a row per pattern measured, the overall row, the date and the method", () => {
    const table = main.querySelector("#accuracy table")!;
    expect(table).not.toBeNull();
    const rows = [...table.querySelectorAll("tbody tr")];
    expect(rows).toHaveLength(measured.rows.length);
    const linked = rows.map((row) => row.querySelector("a")?.getAttribute("href"));
    expect([...linked].sort()).toEqual(measured.rows.map((row) => `/patterns/${row.pattern}`).sort());
    expect(table.querySelector("tfoot")?.textContent).toContain(checkPage.accuracy.overall);
    expect(main.querySelector(`#accuracy time[datetime="${measured.date}"]`)).not.toBeNull();
    expect(main.querySelector("#accuracy details")?.textContent).toContain(checkPage.accuracy.countingTitle);
    for (const item of checkPage.cannotSee.items)
      expect(main.querySelector("#cannot-see")?.textContent).toContain(item);
  });

  it("keeps the checker in a script of its own, which only /check's module imports and no page names", () => {
    expect(checkerChunks).toHaveLength(1);
    const chunk = checkerChunks[0]!;
    const importers = readdirSync(assetsDir).filter(
      (file) =>
        file.endsWith(".js") &&
        file !== chunk &&
        readFileSync(path.join(assetsDir, file), "utf8").includes(chunk),
    );
    expect(importers).toHaveLength(1);
    expect(importers[0]).toMatch(/^check-[\w-]+\.js$/);
    for (const [urlPath, html] of pages) expect(html, urlPath).not.toContain(chunk);
  });
});

describe("the way to /check", () => {
  it("is in the Resources menu right after Spot the Pattern, on every page", () => {
    const resources = mainNav.find(
      (item) => item.type === "dropdown" && item.items.some((link) => link.path === "/check"),
    );
    const items = resources?.type === "dropdown" ? resources.items.map((link) => link.path) : [];
    expect(items[items.indexOf("/check") - 1]).toBe("/spot-the-pattern");
    for (const urlPath of ["/", "/tools", "/patterns/confirmshaming"])
      expect(documentAt(urlPath).querySelector('header nav a[href="/check"]'), urlPath).not.toBeNull();
  });

  it("is the Dark Pattern Detection card's action on /tools, and on the home page beside the self-check", () => {
    const detection = tools.find((tool) => tool.title === "Dark Pattern Detection")!;
    expect(detection.action?.href).toBe("/check");
    const card = documentAt("/tools").getElementById(detection.id)!;
    expect(card.querySelector('a[href="/check"]')?.textContent).toBe(detection.action!.label);
    const home = documentAt("/").querySelector("main")!;
    expect(home.querySelector('a[href="/check"]')?.textContent).toBe(homePage.offer.selfCheck.check.label);
  });

  it("is in every pattern page's “How to resist it”", () => {
    for (const pattern of patterns) {
      const resist = documentAt(`/patterns/${pattern.slug}`).querySelector(
        'section[aria-labelledby="resist"]',
      )!;
      expect(resist.querySelector('a[href="/check"]')?.textContent, pattern.slug).toBe(
        patternsPage.page.check.link.label,
      );
    }
  });
});
