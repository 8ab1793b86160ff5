import { describe, expect, it } from "vitest";
import { patternsOfArticle, relatedArticles } from "./related-posts.ts";

const articles = [
  { slug: "a", tags: ["Law"] },
  { slug: "b", tags: ["Feeds"], series: { id: "s" } },
  { slug: "c", tags: ["Feeds", "Law"], series: { id: "s" } },
  { slug: "d", tags: ["Money"] },
  { slug: "e", tags: ["Other"] },
];
const patterns = [
  { slug: "p1", related: { articles: ["a", "d"] } },
  { slug: "p2", related: { articles: ["b", "d"] } },
  { slug: "p3", related: { articles: ["c"] } },
];
const slugs = (list: { slug: string }[]) => list.map((entry) => entry.slug);

describe("related articles", () => {
  it("lists the patterns whose pages name the article, in the library's order", () => {
    expect(slugs(patternsOfArticle("d", patterns))).toEqual(["p1", "p2"]);
  });

  it("ranks the series first, then shared patterns, then shared tags", () => {
    expect(slugs(relatedArticles(articles[1]!, articles, patterns))).toEqual(["c", "d"]);
    expect(slugs(relatedArticles(articles[0]!, articles, patterns))).toEqual(["d", "c"]);
  });

  it("fills up from the index when too few share anything, and never lists the article itself", () => {
    const related = relatedArticles(articles[4]!, articles, patterns);
    expect(slugs(related)).toEqual(["a", "b"]);
  });
});
