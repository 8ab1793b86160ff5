import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { hasIllustrations, renderIllustration } from "#app/components/patterns/illustration.server.tsx";
import { getAllPosts } from "#app/content/blog/posts.server.ts";
import { caseExamples } from "#app/content/cases.ts";
import { glossaryTerms } from "#app/content/glossary.ts";
import { patternSlugs } from "#app/content/patterns/index.ts";
import { patterns } from "#app/content/patterns.ts";
import { references } from "#app/content/references.ts";

/** The pattern library's content: every required page, both drawings, a definition and real sources. */

const required = [
  "confirmshaming",
  "fake-urgency",
  "fake-scarcity",
  "hidden-costs",
  "hard-to-cancel",
  "preselection",
  "nagging",
  "disguised-ads",
  "infinite-scroll",
  "autoplay",
  "variable-rewards",
  "social-validation",
  "ai-sycophancy",
  "ai-companion-attachment",
  "ai-anthropomorphism",
  "ai-brand-bias",
  "ai-user-retention",
  "ai-sneaking",
  "consent-asymmetry",
  "fake-social-proof",
  "hidden-subscription",
  "trick-wording",
  "visual-interference",
  "obstruction",
  "sneak-into-basket",
  "forced-action",
];

describe("pattern library", () => {
  it("has a page for every required pattern, and the route table lists the same slugs", () => {
    expect(patterns.map((pattern) => pattern.slug)).toEqual(expect.arrayContaining(required));
    expect(patternSlugs).toEqual(patterns.map((pattern) => pattern.slug).sort());
  });

  it.each(required)(
    "%s has both illustrations, a definition of two sentences at most, and a registry source",
    (slug) => {
      const pattern = patterns.find((entry) => entry.slug === slug)!;
      expect(hasIllustrations(slug)).toBe(true);
      expect(pattern.definition.length).toBeGreaterThan(40);
      expect(pattern.definition.match(/[.!?](\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(2);
      const keys = pattern.howItWorks.flatMap((paragraph) => paragraph.cite);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(references.map((reference) => reference.id)).toContain(key);
    },
  );

  it.each(required)(
    "%s: each drawing has one numbered marker per callout, theme colours only, ≤ 12 KB gzip",
    (slug) => {
      const pattern = patterns.find((entry) => entry.slug === slug)!;
      for (const tone of ["harmful", "humane"] as const) {
        const svg = renderIllustration(slug, tone, { label: pattern[tone].label });
        expect(svg).toMatch(/^<svg[^>]+role="img"[^>]+aria-label="/);
        // One marker per callout, numbered 1..n (drawn in any order).
        const markers = [...svg.matchAll(/data-marker="(\d+)"/g)]
          .map((match) => Number(match[1]))
          .sort((a, b) => a - b);
        expect(markers, `${slug} ${tone}`).toEqual(pattern[tone].callouts.map((_, index) => index + 1));
        expect(svg, `${slug} ${tone}: colours come from theme tokens`).not.toMatch(
          /(fill|stroke)="(#|rgb|hsl)/,
        );
        expect(gzipSync(svg).length).toBeLessThanOrEqual(12 * 1024);
      }
    },
  );

  it("links only to articles that exist", () => {
    const slugs = getAllPosts().map((post) => post.slug);
    for (const pattern of patterns) {
      for (const article of pattern.related.articles) expect(slugs, pattern.slug).toContain(article);
    }
  });

  it("is linked from the glossary terms and case techniques that name a pattern, and only to real pages", () => {
    const pages = new Set(["/patterns", ...patterns.map((pattern) => `/patterns/${pattern.slug}`)]);
    const fromGlossary = glossaryTerms.flatMap((term) => (term.patternPage ? [term.patternPage] : []));
    expect(fromGlossary.length).toBeGreaterThanOrEqual(5);
    for (const page of fromGlossary) expect(pages).toContain(page);
    const fromCases = caseExamples.flatMap((item) => Object.values(item.patternLinks));
    expect(
      new Set(caseExamples.filter((item) => Object.keys(item.patternLinks).length > 0).map((i) => i.id)).size,
    ).toBe(4);
    for (const slug of fromCases) expect(pages).toContain(`/patterns/${slug}`);
  });

  it("names no company as a culprit", () => {
    const text = JSON.stringify(patterns);
    expect(text).not.toMatch(
      /\b(Amazon|Meta|Facebook|Instagram|TikTok|Netflix|YouTube|Google|Apple|Snapchat|Replika|Character\.AI|Booking\.com)\b/,
    );
  });
});
