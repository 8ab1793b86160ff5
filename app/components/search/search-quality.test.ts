import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { enforcementRecords } from "#app/content/enforcement.ts";
import { glossaryTerms } from "#app/content/glossary.ts";
import { patterns } from "#app/content/patterns.ts";
import { createSiteSearch } from "#app/lib/search.ts";
import { searchPage } from "#app/content/pages/search.ts";
import { getSearchDocuments } from "#app/data/search-documents.server.ts";
import { searchNoteFor } from "./search-note.tsx";

/**
 * Search as people type (issues 26.4 and 35.5), over the real index: the documents /search-index.json is
 * built from, made from the content modules. The queries and the pages each must return in its first
 * three results are a fixture (tests/fixtures/search-queries.json): words a visitor might type, not the
 * site's own wording, split and hyphenated names, everyday words, other names, typos, half-typed words,
 * companies, laws and lessons.
 */
const fixture = z
  .object({
    queries: z
      .array(
        z.object({ query: z.string().min(1), expect: z.union([z.string(), z.array(z.string()).min(1)]) }),
      )
      .min(60),
  })
  .parse(JSON.parse(readFileSync("tests/fixtures/search-queries.json", "utf8")));
const querySet = fixture.queries.map(({ query, expect }) => [query, [expect].flat()] as const);

/** An expected page as a test: "*" stands for any characters. */
const matcher = (expected: string) =>
  new RegExp(`^${expected.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", ".*")}$`);

describe("site search over the real index", () => {
  const search = createSiteSearch(getSearchDocuments());
  const firstThree = (query: string) => search(query, 3).map((hit) => hit.url);

  it.each(querySet)("%s → %s in the first three", (query, expected) => {
    const found = firstThree(query);
    expect(
      found.some((url) => expected.some((page) => matcher(page).test(url))),
      `${query}: ${found.join(", ")}`,
    ).toBe(true);
  });

  it("puts a pattern first for its name and its other names, split, hyphenated or run together", () => {
    for (const pattern of patterns) {
      for (const name of [pattern.name, ...pattern.alsoKnownAs]) {
        const words = name.toLowerCase().split(/[\s-]+/);
        for (const query of new Set([name, words.join(" "), words.join("-"), words.join("")])) {
          expect(search(query, 1)[0]?.url, query).toBe(`/patterns/${pattern.slug}`);
        }
      }
    }
  });

  it("finds a pattern and a glossary term by each of their everyday words", () => {
    for (const pattern of patterns) {
      for (const term of pattern.searchTerms) {
        expect(
          search(term, 10).map((hit) => hit.url),
          term,
        ).toContain(`/patterns/${pattern.slug}`);
      }
    }
    for (const entry of glossaryTerms) {
      for (const term of entry.searchTerms ?? []) {
        expect(
          search(term, 10).map((hit) => hit.url),
          term,
        ).toContain(`/glossary#${entry.id}`);
      }
    }
  });

  it("finds the enforcement records of every company by its name in the first three", () => {
    const names = new Set(enforcementRecords.map((record) => record.keywords[0] ?? record.company));
    for (const name of names) {
      const found = search(name, 3).map((hit) => hit.url);
      // Every record that names the company, by its name or a keyword (Google: cookies, Gmail, consent…).
      const theirs = enforcementRecords
        .filter(
          (record) =>
            new RegExp(`(^|\\W)${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|\\W)`).test(record.company) ||
            record.keywords.includes(name),
        )
        .map((record) => `/enforcement/${record.id}`);
      // A company with more records than three fills the first three with its own.
      expect(found.filter((url) => theirs.includes(url)).length, `${name}: ${found.join(", ")}`).toBe(
        Math.min(3, theirs.length),
      );
    }
  });

  it("answers a search for dark mode with a note: it is not a dark pattern", () => {
    const note = searchNoteFor(searchPage.notes, "  Dark   Mode ");
    expect(note?.text).toMatch(/not a dark pattern/);
    expect(note?.link.href).toBe("/glossary#dark-patterns");
    expect(searchNoteFor(searchPage.notes, "dark patterns")).toBeUndefined();
  });

  it("returns nothing for words the site does not use", () => {
    expect(search("qwxzv")).toEqual([]);
  });
});
