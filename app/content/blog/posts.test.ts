import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { postFrontmatterSchema } from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";
import { familyPagePaths } from "#app/family-paths.ts";
import { articleSlugs } from "./index.ts";
import { patterns } from "#app/content/patterns.ts";
import {
  getAllPosts,
  getFullPosts,
  getPost,
  getPostPatterns,
  getRelatedPosts,
  getSeries,
  getShortPosts,
} from "./posts.server.ts";

const validFrontmatter = {
  id: 42,
  title: "A Valid Title",
  slug: "a-valid-title",
  excerpt: "A short summary of the post.",
  date: "2025-04-12",
  category: "Responsible AI",
  tags: ["EU law", "Streaming"],
  format: "full",
};

describe("postFrontmatterSchema", () => {
  it("accepts valid frontmatter and defaults toc to false", () => {
    const result = postFrontmatterSchema.safeParse(validFrontmatter);
    expect(result.success).toBe(true);
    expect(result.data?.toc).toBe(false);
    expect(result.data?.previous).toBeUndefined();
  });

  it("accepts a table of contents flag and a previous-article slug", () => {
    const result = postFrontmatterSchema.safeParse({ ...validFrontmatter, toc: true, previous: "part-one" });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ toc: true, previous: "part-one" });
  });

  it.each([
    ["a missing title", { title: undefined }],
    ["an empty title", { title: "   " }],
    ["a slug with spaces and capitals", { slug: "Not A Slug" }],
    ["a slug with a trailing dash", { slug: "trailing-" }],
    ["a non-ISO date", { date: "12/04/2025" }],
    ["an impossible date", { date: "2025-02-30" }],
    ["an impossible updated date", { updated: "2026-13-01" }],
    ["another category", { category: "Opinion" }],
    ["a series part that is not a positive whole number", { series: { id: "s", title: "S", part: 0 } }],
    ["a string id", { id: "1" }],
    ["a negative id", { id: -1 }],
    ["a missing format", { format: undefined }],
    ["an unknown format", { format: "long" }],
    ["an excerpt over 300 characters", { excerpt: "x".repeat(301) }],
  ])("rejects %s", (_label, change) => {
    expect(postFrontmatterSchema.safeParse({ ...validFrontmatter, ...change }).success).toBe(false);
  });
});

describe("content index and pre-rendered routes", () => {
  const indexSlugs = getAllPosts().map((post) => post.slug);

  it("lists the same slugs in index.ts (used by the route table) as in the content index", () => {
    expect(articleSlugs).toEqual([...indexSlugs].sort());
    expect(indexSlugs).toHaveLength(7);
  });

  it("gives the route table one dynamic blog route, and the build pre-renders every post", () => {
    type RouteEntry = { path?: string; children?: RouteEntry[] };
    const paths: string[] = [];
    const walk = (entries: RouteEntry[]) => {
      for (const entry of entries) {
        if (entry.path) paths.push(entry.path);
        if (entry.children) walk(entry.children);
      }
    };
    walk(routes as RouteEntry[]);
    expect(paths.filter((path) => path.startsWith("blog/"))).toEqual(["blog/:slug"]);
    const prerendered = familyPagePaths().filter((path) => path.startsWith("/blog/"));
    expect(prerendered.sort()).toEqual(indexSlugs.map((slug) => `/blog/${slug}`).sort());
  });

  it("has every spec'd slug, including the three shorter articles", () => {
    expect([...indexSlugs].sort()).toEqual(
      [
        "ai-choice-architecture",
        "ai-neutrality",
        "digital-services-act",
        "infinite-scroll-psychology",
        "netflix-personalization",
        "nudging-experience-part1",
        "nudging-experience-part2",
      ].sort(),
    );
  });
});

describe("blog index", () => {
  it("lists the four full articles in the spec's order, then the three short ones", () => {
    expect(getFullPosts().map((post) => post.slug)).toEqual([
      "ai-neutrality",
      "nudging-experience-part2",
      "nudging-experience-part1",
      "ai-choice-architecture",
    ]);
    expect(
      getShortPosts()
        .map((post) => post.slug)
        .sort(),
    ).toEqual(["digital-services-act", "infinite-scroll-psychology", "netflix-personalization"]);
  });

  it("makes the two Nudging Experience articles one series, in part order", () => {
    const part1 = getPost("nudging-experience-part1")!;
    expect(getSeries(part1).map((post) => post.slug)).toEqual([
      "nudging-experience-part1",
      "nudging-experience-part2",
    ]);
    expect(getSeries(getPost("nudging-experience-part2")!)).toEqual(getSeries(part1));
    expect(getSeries(getPost("ai-neutrality")!)).toEqual([]);
  });

  it("gives every post the spec's date, category, path and configured author", () => {
    for (const post of getAllPosts()) {
      expect(post.date).toBe("2025-04-12");
      expect(post.category).toBe("Responsible AI");
      expect(post.authorName).toBe(siteConfig.author.name);
      expect(post.path).toBe(`/blog/${post.slug}`);
    }
  });

  it("gives long articles a table of contents built from their h2 headings", () => {
    for (const post of getFullPosts()) {
      expect(post.toc, post.slug).toBe(true);
      expect(post.headings.length, post.slug).toBeGreaterThanOrEqual(4);
      for (const heading of post.headings) expect(heading.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it("links part 2 back to part 1, and only part 2", () => {
    expect(getPost("nudging-experience-part2")?.previous).toBe("nudging-experience-part1");
    expect(
      getAllPosts()
        .filter((post) => post.previous)
        .map((post) => post.slug),
    ).toEqual(["nudging-experience-part2"]);
  });

  it("finds no post for an unknown slug", () => {
    expect(getPost("not-a-post")).toBeUndefined();
  });
});

describe("where an article leads (issue 26.5)", () => {
  const posts = getAllPosts();
  const paths = new Set(posts.map((post) => post.path));

  it("ends every article with two to four related articles, each a real article other than itself", () => {
    for (const post of posts) {
      const related = getRelatedPosts(post);
      expect(related.length, post.slug).toBeGreaterThanOrEqual(2);
      expect(related.length, post.slug).toBeLessThanOrEqual(4);
      for (const other of related) {
        expect(paths.has(other.path), other.path).toBe(true);
        expect(other.slug).not.toBe(post.slug);
      }
      expect(new Set(related.map((other) => other.slug)).size).toBe(related.length);
    }
  });

  it("lists as an article's patterns every pattern whose page names the article, and each article describes one", () => {
    for (const post of posts) {
      const described = patterns.filter((pattern) => pattern.related.articles.includes(post.slug));
      expect(getPostPatterns(post), post.slug).toEqual(described);
      expect(described.length, post.slug).toBeGreaterThan(0);
    }
  });

  it("ranks the other part of a series first", () => {
    for (const post of posts.filter((entry) => entry.series)) {
      expect(getRelatedPosts(post)[0]?.series?.id).toBe(post.series!.id);
    }
  });

  it("tags each article with what it is about: no tag on every article", () => {
    const tags = new Set(posts.flatMap((post) => post.tags));
    for (const tag of tags) {
      expect(
        posts.every((post) => post.tags.includes(tag)),
        tag,
      ).toBe(false);
    }
    expect(tags.size).toBeGreaterThanOrEqual(posts.length);
  });
});
