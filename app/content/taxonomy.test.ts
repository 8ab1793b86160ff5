import { describe, expect, it } from "vitest";
import { patterns } from "#app/content/patterns.ts";
import { patternSlugs } from "#app/content/patterns/index.ts";
import { references } from "#app/content/references.ts";
import { taxonomies, taxonomyEntries, taxonomyIds, taxonomyMap } from "#app/content/taxonomy.ts";

/** The map of names (/taxonomy) against the library: a new pattern must be mapped, a removed one unmapped. */
describe("content/taxonomy", () => {
  const librarySlugs = patterns.map((pattern) => pattern.slug).sort();

  it("maps every library page, and only library pages", () => {
    const mapped = taxonomyEntries.map((entry) => entry.slug).sort();
    expect(mapped).toEqual(librarySlugs);
    expect(mapped).toEqual(patternSlugs);
  });

  it("cites every taxonomy from the registry of sources", () => {
    const keys = new Set(references.map((reference) => reference.id));
    for (const taxonomy of taxonomies) expect(keys, taxonomy.cite).toContain(taxonomy.cite);
  });

  it("names nothing from a taxonomy no stored copy let us check, and lists its other types only once checked", () => {
    const unchecked = taxonomies.filter((taxonomy) => taxonomy.status === "unchecked").map((t) => t.id);
    for (const entry of taxonomyEntries)
      for (const id of unchecked) expect(entry.names[id], `${entry.slug} ${id}`).toBeUndefined();
    for (const other of taxonomyMap.otherTypes) expect(unchecked).not.toContain(other.taxonomy);
  });

  it("says where each other type is covered, with a page that exists", () => {
    for (const other of taxonomyMap.otherTypes)
      if (other.coveredBy) expect(librarySlugs, other.name).toContain(other.coveredBy);
  });

  it("gives no name twice for one pattern in one taxonomy, nor one other type that is already a name", () => {
    const mappedNames = new Set<string>();
    for (const entry of taxonomyEntries)
      for (const id of taxonomyIds) {
        const names = (entry.names[id] ?? []).map((term) => term.name);
        expect(new Set(names).size, `${entry.slug} ${id}`).toBe(names.length);
        for (const name of names) mappedNames.add(`${id} ${name}`);
      }
    for (const other of taxonomyMap.otherTypes)
      expect(mappedNames).not.toContain(`${other.taxonomy} ${other.name}`);
  });
});
