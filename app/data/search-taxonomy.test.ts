import { describe, expect, it } from "vitest";
import { taxonomyEntries, allTaxonomyNamesOf } from "#app/content/taxonomy.ts";
import { getSearchDocuments } from "#app/data/search-documents.server.ts";
import { createSiteSearch } from "#app/lib/search.ts";

/** Site search knows the names the field's lists give each pattern (/taxonomy), not only the page's own. */
describe("search and the map of names", () => {
  const documents = getSearchDocuments();
  const search = createSiteSearch(documents);

  it("indexes every name the map gives a pattern as one of the pattern's other names", () => {
    for (const entry of taxonomyEntries) {
      const document = documents.find((candidate) => candidate.url === `/patterns/${entry.slug}`)!;
      const known = [document.title, ...document.keywords].map((name) => name.toLowerCase());
      for (const name of allTaxonomyNamesOf(entry.slug))
        expect(known, entry.slug).toContain(name.toLowerCase());
    }
  });

  it("finds the pattern's page in the first three results for each of those names", () => {
    for (const entry of taxonomyEntries)
      for (const name of allTaxonomyNamesOf(entry.slug))
        expect(
          search(name, 3).map((hit) => hit.url),
          name,
        ).toContain(`/patterns/${entry.slug}`);
  });
});
