import { describe, expect, it } from "vitest";
import { glossaryTerms } from "./glossary.ts";

describe("content/glossary", () => {
  it("has exactly the ten terms the site uses, each with its anchor id", () => {
    expect(glossaryTerms).toHaveLength(10);
    expect(glossaryTerms.map((term) => term.id).sort()).toEqual(
      [
        "attention-economy",
        "choice-architecture",
        "contextual-bandits",
        "dark-patterns",
        "friction",
        "infinite-scroll",
        "nudge",
        "social-validation",
        "sycophancy",
        "variable-rewards",
      ].sort(),
    );
  });

  it("gives every term a definition and an everyday example", () => {
    for (const term of glossaryTerms) {
      expect(term.definition.split(/\s+/).length, term.term).toBeGreaterThanOrEqual(15);
      expect(term.example.split(/\s+/).length, term.term).toBeGreaterThanOrEqual(10);
      expect(term.example).not.toBe(term.definition);
    }
  });

  it("lists the terms alphabetically with unique ids", () => {
    const names = glossaryTerms.map((term) => term.term);
    expect([...names].sort((a, b) => a.localeCompare(b, "en"))).toEqual(names);
    expect(new Set(glossaryTerms.map((term) => term.id)).size).toBe(10);
  });
});
