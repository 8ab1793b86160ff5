import { describe, expect, it } from "vitest";
import { references } from "./references.ts";

/** The one registry of sources: every article, page, case card and the guide cite from it. */

const firstAuthor = (authors: string) => authors.split(",")[0]!.trim();

describe("content/references", () => {
  it("is sorted alphabetically by first author, then by year (the order the guide prints)", () => {
    const sorted = [...references].sort(
      (a, b) =>
        firstAuthor(a.authors).localeCompare(firstAuthor(b.authors), "en", { sensitivity: "base" }) ||
        a.year - b.year,
    );
    expect(references.map((reference) => reference.id)).toEqual(sorted.map((reference) => reference.id));
  });

  it("gives every source a key of the form name-year, lowercase ASCII, with an a/b suffix if needed", () => {
    for (const reference of references) {
      expect(reference.id).toMatch(/^[a-z]+(?:-[a-z]+)*-\d{4}[ab]?$/);
      expect(reference.id, reference.id).toContain(`-${reference.year}`);
    }
  });
});
