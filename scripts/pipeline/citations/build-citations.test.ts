import { describe, expect, it } from "vitest";
import { listPostSlugs } from "~/content/blog/files.server";
import { enforcementRecords } from "~/content/enforcement";
import { patterns } from "~/content/patterns";
import { steps } from "../steps";
import { citedPages } from "./build-citations";

describe("the citation files", () => {
  it("cite every article, pattern page and record, each as the page itself is cited", async () => {
    const pages = await citedPages();
    expect(pages.map((page) => page.pagePath).sort()).toEqual(
      [
        ...listPostSlugs().map((slug) => `/blog/${slug}`),
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
