import { describe, expect, it } from "vitest";
import { harmGroups } from "#app/content/pattern-harms.ts";
import { patterns } from "#app/content/patterns.ts";

describe("content/pattern-harms", () => {
  const librarySlugs = new Set(patterns.map((pattern) => pattern.slug));

  it("groups only library pages, each at most once a group", () => {
    for (const group of harmGroups) {
      expect(new Set(group.patterns).size, group.id).toBe(group.patterns.length);
      for (const slug of group.patterns) expect(librarySlugs, `${group.id}: ${slug}`).toContain(slug);
    }
  });

  it("puts every library page in at least one group", () => {
    const grouped = new Set(harmGroups.flatMap((group) => group.patterns));
    for (const slug of librarySlugs) expect(grouped, slug).toContain(slug);
  });
});
