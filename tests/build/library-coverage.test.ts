import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { patternsPage } from "#app/content/pages/patterns.ts";
import { patterns } from "#app/content/patterns.ts";
import { formatDateStable } from "#app/lib/format-date.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { pagePaths } from "#app/site-pages.ts";
import { clientDir } from "./built-files.ts";

/*
 * The patterns added so the library covers what regulators act on most (issue 54.1): each is pre-rendered with its
 * two drawings, a dated law section that names its instruments, and "How to resist it" ending with where to report
 * it (and the checker, once /check is a page of the site).
 */

const added = [
  "consent-asymmetry",
  "fake-social-proof",
  "hidden-subscription",
  "trick-wording",
  "visual-interference",
  "obstruction",
  "sneak-into-basket",
  "forced-action",
];

const dom = (file: string) => new JSDOM(readFileSync(path.join(clientDir, file), "utf8")).window.document;
const hrefs = (root: ParentNode) =>
  [...root.querySelectorAll("a[href]")].map((link) => link.getAttribute("href"));

describe.each(added)("/patterns/%s", (slug) => {
  const pattern = patterns.find((candidate) => candidate.slug === slug)!;
  const document = dom(`patterns/${slug}/index.html`);
  const main = document.querySelector("main")!;

  it("is a page of the library, in its family's list on /patterns", () => {
    expect(pattern, slug).toBeDefined();
    expect(document.querySelector("h1")?.textContent).toBe(pattern.name);
    expect(hrefs(dom("patterns/index.html").querySelector("main")!)).toContain(`/patterns/${slug}`);
  });

  it("shows its harmful and its humane drawing, each with one numbered callout per marker and a full-size file", () => {
    for (const tone of ["harmful", "humane"] as const) {
      const drawing = [...main.querySelectorAll("svg[data-drawing]")].find(
        (svg) => svg.getAttribute("aria-label") === pattern[tone].label,
      );
      expect(drawing, `${slug} ${tone}`).not.toBeNull();
      const markers = [...drawing!.querySelectorAll("[data-marker]")].map((marker) =>
        Number(marker.getAttribute("data-marker")),
      );
      expect(markers.sort((a, b) => a - b)).toEqual(pattern[tone].callouts.map((_, index) => index + 1));
      for (const callout of pattern[tone].callouts) expect(main.textContent).toContain(callout.title);
      expect(hrefs(main)).toContain(`/drawings/${slug}-${tone}.svg`);
      expect(existsSync(path.join(clientDir, "drawings", `${slug}-${tone}.svg`)), `${slug}-${tone}.svg`).toBe(
        true,
      );
    }
  });

  it("says where the law stands, naming each instrument, with the day it was checked", () => {
    const law = main.querySelector('section[aria-labelledby="law"]')!;
    expect(law, "law section").not.toBeNull();
    expect(pattern.law.length).toBeGreaterThan(0);
    for (const item of pattern.law) expect(law.textContent).toContain(item.instrument);
    expect(law.textContent).toContain(
      fillTemplate(patternsPage.page.lawChecked, { date: formatDateStable(pattern.lawCheckedOn) }),
    );
  });

  it("ends How to resist it with where to report it, and the checker where the site has one", () => {
    const resist = main.querySelector('section[aria-labelledby="resist"]')!;
    const links = hrefs(resist);
    expect(links).toContain(`/report?pattern=${slug}`);
    if (pagePaths.includes("/check")) expect(links).toContain("/check");
    for (const step of pattern.resist) expect(resist.textContent).toContain(step);
  });

  it("lists its sources", () => {
    const sources = [...main.querySelectorAll('[id^="ref-"]')];
    expect(sources.length).toBeGreaterThan(0);
  });
});
