import { describe, expect, it } from "vitest";
import { glossaryTerms } from "#app/content/glossary.ts";
import {
  filterGlossary,
  highlightSegments,
  includesIgnoringCase,
  normalizeQuery,
} from "./glossary-search.ts";

const ids = (query: string) => filterGlossary(glossaryTerms, query).map((term) => term.id);

describe("filterGlossary", () => {
  it("returns every term, in order, for an empty or blank query", () => {
    expect(ids("")).toEqual(glossaryTerms.map((term) => term.id));
    expect(ids("   ")).toHaveLength(10);
  });

  it("matches the term name regardless of case", () => {
    expect(ids("NUDGE")).toContain("nudge");
    expect(ids("variable rewards")).toContain("variable-rewards");
    expect(ids("sYcOpHaNcY")).toEqual(["sycophancy"]);
  });

  it("matches words that appear only in a definition", () => {
    // "chatbot" is in the definition of Sycophancy, not in any term name.
    expect(ids("chatbot")).toEqual(["sycophancy"]);
    expect(ids("DECEPTIVE PATTERNS")).toEqual(["dark-patterns"]);
  });

  it("does not search the examples", () => {
    // "pension" appears only in the example for Nudge.
    expect(glossaryTerms.find((term) => term.id === "nudge")!.example).toContain("pension");
    expect(ids("pension")).toEqual([]);
  });

  it("ignores spaces around the query", () => {
    expect(ids("  friction  ")).toEqual(ids("friction"));
  });

  it("returns nothing when no term or definition matches", () => {
    expect(ids("quantum blockchain")).toEqual([]);
  });

  it("treats regular-expression characters as plain text", () => {
    for (const query of [".*", "(", "[a-z]+", "\\", "^$", "a|b", "?", "{2}", "+"]) {
      expect(() => filterGlossary(glossaryTerms, query)).not.toThrow();
    }
    expect(ids(".*")).toEqual([]);
    expect(ids("[a-z]+")).toEqual([]);
    // A literal parenthesis matches the definition that contains one.
    expect(ids('(the "context")')).toEqual(["contextual-bandits"]);
  });

  it("handles emoji and other non-Latin input", () => {
    expect(ids("🙂")).toEqual([]);
    expect(ids("👩‍👩‍👧‍👦 nudge")).toEqual([]);
    expect(ids("İstanbul")).toEqual([]);
  });

  it("handles very long input", () => {
    expect(ids("a".repeat(100_000))).toEqual([]);
    expect(ids(" ".repeat(100_000))).toHaveLength(10);
  });
});

describe("includesIgnoringCase and normalizeQuery", () => {
  it("compare case-insensitively and treat a blank query as matching", () => {
    expect(includesIgnoringCase("Dark Patterns", "dark p")).toBe(true);
    expect(includesIgnoringCase("Dark Patterns", "light")).toBe(false);
    expect(includesIgnoringCase("anything", " ")).toBe(true);
    expect(normalizeQuery("  nudge ")).toBe("nudge");
  });
});

describe("highlightSegments", () => {
  const marked = (text: string, query: string) =>
    highlightSegments(text, query)
      .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
      .join("");

  it("marks every case-insensitive occurrence, keeping the original text", () => {
    expect(marked("Nudge or nudge? NUDGE!", "nudge")).toBe("[Nudge] or [nudge]? [NUDGE]!");
  });

  it("rebuilds the text exactly", () => {
    for (const term of glossaryTerms) {
      const joined = highlightSegments(term.definition, "the")
        .map((segment) => segment.text)
        .join("");
      expect(joined).toBe(term.definition);
    }
  });

  it("returns the text unmarked for an empty, blank, too long or absent query", () => {
    expect(highlightSegments("Friction", "")).toEqual([{ text: "Friction", match: false }]);
    expect(highlightSegments("Friction", "   ")).toEqual([{ text: "Friction", match: false }]);
    expect(highlightSegments("Friction", "Friction and flow")).toEqual([{ text: "Friction", match: false }]);
    expect(highlightSegments("Friction", "zzz")).toEqual([{ text: "Friction", match: false }]);
  });

  it("treats regular-expression characters and emoji as plain text", () => {
    expect(marked("a (b) c.*", "(b)")).toBe("a [(b)] c.*");
    expect(marked("a (b) c.*", ".*")).toBe("a (b) c[.*]");
    expect(marked("I 🙂 this", "🙂")).toBe("I [🙂] this");
  });

  it("keeps offsets right where lower-casing changes a string's length", () => {
    // "İ".toLowerCase() is two code units long.
    expect(marked("İstanbul nudge", "nudge")).toBe("İstanbul [nudge]");
  });

  it("does not overlap matches", () => {
    expect(marked("aaaa", "aa")).toBe("[aa][aa]");
  });
});
