import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { articleModules, articleSlugs } from "./index.ts";

describe("the articles (index.ts)", () => {
  it("list every MDX file of the folder, by its name", () => {
    const files = readdirSync(import.meta.dirname)
      .filter((file) => file.endsWith(".mdx"))
      .map((file) => file.slice(0, -".mdx".length))
      .sort();
    expect(articleSlugs).toEqual(files);
  });

  it("load each article's own module", async () => {
    for (const [slug, load] of Object.entries(articleModules)) {
      const module = (await load()) as { frontmatter?: { slug?: string } };
      expect(module.frontmatter?.slug, slug).toBe(slug);
    }
  });
});
