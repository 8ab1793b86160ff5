import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { articleSlugs } from "#app/content/blog/index.ts";
import { articleFrontmatter } from "./articles.ts";

const blog = path.resolve(import.meta.dirname, "..", "..", "app", "content", "blog");

describe("the articles' frontmatter for the generators", () => {
  let folder = "";
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("reads every article, in the order of their slugs", async () => {
    expect((await articleFrontmatter()).map((post) => post.slug)).toEqual(articleSlugs);
  });

  it("refuses an article whose slug is not its file's name, naming the file", async () => {
    folder = mkdtempSync(path.join(tmpdir(), "articles-"));
    copyFileSync(path.join(blog, "ai-neutrality.mdx"), path.join(folder, "renamed.mdx"));
    await expect(articleFrontmatter([path.join(folder, "renamed.mdx")])).rejects.toThrow(
      /renamed\.mdx: slug "ai-neutrality" must match the file name/,
    );
  });
});
