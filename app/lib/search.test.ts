import { describe, expect, it } from "vitest";
import {
  createSiteSearch,
  excerptAround,
  joinedForms,
  markWords,
  normalizeQuery,
  type SearchDocument,
} from "./search.ts";

const documents: SearchDocument[] = [
  {
    id: 0,
    url: "/patterns/variable-rewards",
    title: "Variable rewards",
    type: "pattern",
    keywords: ["Slot machine"],
    searchTerms: ["loot box"],
    text: "Rewards that arrive unpredictably keep people checking. ".repeat(6),
  },
  {
    id: 1,
    url: "/glossary#variable-rewards",
    title: "Variable Rewards",
    type: "term",
    keywords: [],
    searchTerms: [],
    text: "A reward that comes at unpredictable times.",
  },
  {
    id: 2,
    url: "/contact",
    title: "Contact & Follow",
    type: "page",
    keywords: [],
    searchTerms: [],
    text: "Write to us.",
  },
  {
    id: 3,
    url: "/patterns/confirmshaming",
    title: "Confirmshaming",
    type: "pattern",
    keywords: ["Pre-ticked shame"],
    searchTerms: [],
    text: "A decline option worded to make you feel foolish.",
  },
];

describe("site search", () => {
  const search = createSiteSearch(documents);

  it("finds the pattern and the term, with their type and the matched words marked", () => {
    const hits = search("variable reward");
    const byUrl = new Map(hits.map((hit) => [hit.url, hit]));
    expect([...byUrl.keys()].sort()).toEqual(["/glossary#variable-rewards", "/patterns/variable-rewards"]);
    const pattern = byUrl.get("/patterns/variable-rewards")!;
    const term = byUrl.get("/glossary#variable-rewards")!;
    expect([pattern.typeLabel, term.typeLabel]).toEqual(["Pattern", "Term"]);
    expect(pattern.title.filter((part) => part.match).map((part) => part.text)).toEqual([
      "Variable",
      "rewards",
    ]);
    expect(term.excerpt.some((part) => part.match && part.text === "reward")).toBe(true);
  });

  it("treats regex characters, emoji and very long input as text", () => {
    expect(() => search("(.*[")).not.toThrow();
    expect(search("🙂🙂")).toEqual([]);
    expect(search("contact 🙂")[0]?.url).toBe("/contact");
    expect(search("x".repeat(3000))).toEqual([]);
    expect(normalizeQuery("a".repeat(3000))).toHaveLength(200);
  });

  it("finds a name written as one word when it is typed split, hyphenated or run together", () => {
    for (const query of ["confirm shaming", "confirm-shaming", "Confirm Shaming", "confirmsham"]) {
      expect(search(query)[0]?.url, query).toBe("/patterns/confirmshaming");
    }
    for (const query of ["slotmachine", "slot-machine", "preticked", "pre ticked"]) {
      expect(search(query).length, query).toBeGreaterThan(0);
    }
  });

  it("finds the singular for a plural, and everyday words", () => {
    expect(search("loot boxes")[0]?.url).toBe("/patterns/variable-rewards");
    expect(joinedForms("Click-to-cancel rule")).toEqual(["clicktocancelrule", "clicktocancel"]);
  });

  it("ignores stop words and returns nothing for an empty query", () => {
    expect(search("   ")).toEqual([]);
    expect(search("the of")).toEqual([]);
  });
});

describe("excerpts", () => {
  it("centres the excerpt on the first match and marks whole words only", () => {
    const text = `${"word ".repeat(60)}target here ${"tail ".repeat(60)}`;
    const excerpt = excerptAround(text, new Set(["target"]));
    expect(excerpt).toContain("target");
    expect(excerpt.startsWith("… ")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(170);
    expect(markWords("targets target", new Set(["target"]))).toEqual([
      { text: "targets ", match: false },
      { text: "target", match: true },
    ]);
  });
});
