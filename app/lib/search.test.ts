import { describe, expect, it } from "vitest";
import { createSiteSearch, excerptAround, markWords, normalizeQuery, type SearchDocument } from "./search";

const documents: SearchDocument[] = [
  {
    id: 0,
    url: "/patterns/variable-rewards",
    title: "Variable rewards",
    type: "pattern",
    keywords: "slot machine",
    text: "Rewards that arrive unpredictably keep people checking. ".repeat(6),
  },
  {
    id: 1,
    url: "/glossary#variable-rewards",
    title: "Variable Rewards",
    type: "term",
    keywords: "",
    text: "A reward that comes at unpredictable times.",
  },
  { id: 2, url: "/contact", title: "Contact & Follow", type: "page", keywords: "", text: "Write to us." },
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
