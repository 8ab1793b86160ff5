import { readFileSync } from "node:fs";
import path from "node:path";
import { evaluate } from "@mdx-js/mdx";
import * as jsxRuntime from "react/jsx-runtime";
import remarkFrontmatter from "remark-frontmatter";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import { articleSlugs } from "#app/content/blog/index.ts";
import { parseContent, postFrontmatterSchema, type PostFrontmatter } from "#app/content/schemas.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const blogDir = path.join(root, "app", "content", "blog");

/**
 * Every article's frontmatter as the site reads it: parsed by the MDX toolchain with the build's
 * frontmatter plugins (vite.config.ts) and checked against the articles' schema. For the generators
 * (social cards, citation files), which run without the site's Vite plugins and so cannot import the MDX.
 * The articles are those app/content/blog/index.ts lists, in the order of their slugs.
 */
export async function articleFrontmatter(
  files = articleSlugs.map((slug) => path.join(blogDir, `${slug}.mdx`)),
): Promise<PostFrontmatter[]> {
  return Promise.all(
    files.map(async (file) => {
      const relative = path.relative(root, file);
      const module = await evaluate(readFileSync(file, "utf8"), {
        ...jsxRuntime,
        remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter],
      });
      const frontmatter = parseContent(postFrontmatterSchema, module.frontmatter, relative);
      // The page's path is the file's name (app/routes.ts); the generators name files by the slug.
      if (`${frontmatter.slug}.mdx` !== path.basename(file)) {
        throw new Error(
          `Invalid content in ${relative}: slug "${frontmatter.slug}" must match the file name`,
        );
      }
      return frontmatter;
    }),
  );
}
