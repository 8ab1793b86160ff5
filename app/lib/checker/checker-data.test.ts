import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkerPatterns } from "./index.ts";

type Entry = Record<string, unknown> & {
  id: string;
  text: string;
  patterns: string[];
  split: string;
  mode: string;
};

const entries = readFileSync(new URL("../../../tests/checker-data/set.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Entry);

describe("the checker's labelled set (tests/checker-data/set.jsonl)", () => {
  it("holds at least 600 texts, at least half of them ordinary", () => {
    expect(entries.length).toBeGreaterThanOrEqual(600);
    expect(entries.filter((entry) => entry.patterns.length === 0).length * 2).toBeGreaterThanOrEqual(
      entries.length,
    );
  });

  it("gives each text an id, a mode, its labels, a kind of screen, an origin, a licence and a split", () => {
    for (const entry of entries) {
      expect(Object.keys(entry), entry.id).toEqual([
        "id",
        "text",
        "mode",
        "patterns",
        "kind",
        "origin",
        "licence",
        "split",
      ]);
      expect(["page", "chat"]).toContain(entry.mode);
      expect(["dev", "test"]).toContain(entry.split);
      expect(["CC BY 4.0", "GPL-3.0 (the repository's licence)"]).toContain(entry.licence);
      for (const slug of entry.patterns) expect(checkerPatterns, entry.id).toContain(slug);
    }
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.text)).size).toBe(entries.length);
  });

  it("keeps about 40% of it, ordinary and labelled alike, as the test part", () => {
    for (const part of [entries, entries.filter((entry) => entry.patterns.length === 0)]) {
      const share = part.filter((entry) => entry.split === "test").length / part.length;
      expect(share).toBeGreaterThan(0.35);
      expect(share).toBeLessThan(0.45);
    }
  });
});
