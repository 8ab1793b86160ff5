import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { narrowedPath, narrowedPatterns } from "#app/content/enforcement/record-paths.ts";
import { patternsPage } from "#app/content/pages/patterns.ts";
import { harmGroups } from "#app/content/pattern-harms.ts";
import { patterns } from "#app/content/patterns.ts";
import { clientDir } from "./built-files.ts";

/*
 * "Browse by what it cost you" on /patterns#by-harm (issue 54.4): every group of content/pattern-harms.ts
 * as a native disclosure with its patterns' links, the narrowed enforcement lists that exist and /report
 * with the group's problem chosen; every library pattern in at least one group; and the hero's jump to it.
 */

const document = new JSDOM(readFileSync(path.join(clientDir, "patterns/index.html"), "utf8")).window.document;
const hrefs = (root: ParentNode) =>
  [...root.querySelectorAll("a[href]")].map((link) => link.getAttribute("href"));

describe("/patterns: browse by what it cost you", () => {
  const section = document.getElementById("by-harm")!;

  it("is a section under its heading, reached from the hero", () => {
    expect(section).not.toBeNull();
    expect(section.querySelector("h2")?.textContent).toBe(patternsPage.byHarm.header.title);
    const jumps = hrefs(document.querySelector("main")!).filter((href) => href?.endsWith("#by-harm"));
    expect(jumps.length).toBeGreaterThan(0);
  });

  it("renders every group as a disclosure with its patterns, records and the place to report", () => {
    for (const group of harmGroups) {
      const item = document.getElementById(`by-harm-${group.id}`);
      expect(item, group.id).not.toBeNull();
      expect(section.contains(item)).toBe(true);
      expect(item!.querySelector("details > summary")?.textContent, group.id).toContain(group.label);
      const links = hrefs(item!);
      for (const slug of group.patterns) expect(links, `${group.id}: ${slug}`).toContain(`/patterns/${slug}`);
      const narrowed = links.filter((href) => href?.startsWith("/enforcement/"));
      expect(narrowed, group.id).toEqual(
        group.patterns
          .filter((slug) => narrowedPatterns.includes(slug))
          .map((slug) => narrowedPath("pattern", slug)),
      );
      expect(links, group.id).toContain(`/report?what=${group.report}`);
    }
  });

  it("puts every library pattern in at least one group", () => {
    const linked = new Set(hrefs(section));
    for (const pattern of patterns) expect(linked, pattern.slug).toContain(`/patterns/${pattern.slug}`);
  });
});
