import { describe, expect, it } from "vitest";
import { articleSlugs } from "#app/content/blog/index.ts";
import { enforcementRecords } from "#app/content/enforcement.ts";
import { patterns } from "#app/content/patterns.ts";
import { steps } from "../steps.ts";
import { citedPages } from "./build-citations.ts";

describe("the citation files", () => {
  it("cite every article, pattern page and record, each as the page itself is cited", async () => {
    const pages = await citedPages();
    expect(pages.map((page) => page.pagePath).sort()).toEqual(
      [
        ...articleSlugs.map((slug) => `/blog/${slug}`),
        ...patterns.map((pattern) => `/patterns/${pattern.slug}`),
        ...enforcementRecords.map((record) => `/enforcement/${record.id}`),
      ].sort(),
    );
    for (const { pagePath, source } of pages) expect(source.url.endsWith(pagePath), pagePath).toBe(true);
  });

  it("are the outputs the pipeline's step declares, so it knows when they are missing", async () => {
    const step = steps().find((entry) => entry.name === "citations");
    const expected = (await citedPages()).flatMap(({ pagePath }) => [
      `.generated/public${pagePath}.bib`,
      `.generated/public${pagePath}.ris`,
    ]);
    expect([...(step?.outputs ?? [])].sort()).toEqual(expected.sort());
  });
});
