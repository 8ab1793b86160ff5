import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { evaluate } from "@mdx-js/mdx";
import * as jsxRuntime from "react/jsx-runtime";
import remarkFrontmatter from "remark-frontmatter";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import { parseContent, postFrontmatterSchema, type PostFrontmatter } from "../../app/content/schemas";

const root = path.resolve(import.meta.dirname, "..", "..");
const blogDir = path.join(root, "app", "content", "blog");

/**
 * Every article's frontmatter as the site reads it: parsed by the MDX toolchain with the build's
 * frontmatter plugins (vite.config.ts) and checked against the articles' schema. For the generators
 * (social cards, citation files), which run without the site's Vite plugins and so cannot import the MDX.
 */
export async function articleFrontmatter(): Promise<PostFrontmatter[]> {
  const files = readdirSync(blogDir)
    .filter((entry) => entry.endsWith(".mdx"))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const module = await evaluate(readFileSync(path.join(blogDir, file), "utf8"), {
        ...jsxRuntime,
        remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter],
      });
      return parseContent(
        postFrontmatterSchema,
        module.frontmatter,
        path.relative(root, path.join(blogDir, file)),
      );
    }),
  );
}
