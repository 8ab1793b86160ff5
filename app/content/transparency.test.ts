import { recordIds } from "#app/content/enforcement/record-paths.ts";
import { withdrawnIds } from "#app/content/enforcement/withdrawn.ts";
import { describe, expect, it } from "vitest";
import { getAllPosts } from "#app/content/blog/posts.server.ts";
import { patterns } from "#app/content/patterns.ts";
import { transparency } from "#app/content/transparency.ts";
import { pagePaths } from "#app/site-pages.ts";

describe("the transparency record", () => {
  it("logs every correction against a page that exists", () => {
    const paths = new Set<string>([
      ...pagePaths,
      ...getAllPosts().map((post) => post.path),
      ...patterns.map((pattern) => `/patterns/${pattern.slug}`),
      ...recordIds.map((id) => `/enforcement/${id}`),
      // A withdrawn record keeps its address, which says so.
      ...withdrawnIds.map((id) => `/enforcement/${id}`),
    ]);
    for (const entry of transparency.corrections) expect(paths, entry.path).toContain(entry.path);
  });

  it("marks a corrected article Updated with the date of its latest logged correction, and only then", () => {
    for (const post of getAllPosts()) {
      const dates = transparency.corrections
        .filter((entry) => entry.path === post.path)
        .map((entry) => entry.date)
        .sort();
      expect(post.updated ?? null, post.slug).toBe(dates.at(-1) ?? null);
    }
  });

  it("dates nothing in the future of the record's last check", () => {
    for (const entry of [...transparency.corrections, ...transparency.record]) {
      expect(entry.date <= transparency.recordCheckedOn, entry.date).toBe(true);
    }
  });
});
