import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import remarkFrontmatter from "remark-frontmatter";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import { defineConfig } from "vite";
import { remarkHeadings } from "./scripts/remark-headings.mjs";
import { prevalidatedContent } from "./scripts/vite-prevalidated-content.ts";

/** SITE_* variables are inlined so the client bundle sees the same organisation facts as the pre-renderer. */
const siteEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith("SITE_")));

export const mdxPlugin = () => ({
  enforce: "pre" as const,
  ...mdx({
    remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkHeadings],
    providerImportSource: undefined,
  }),
});

const define = { __SITE_ENV__: JSON.stringify(siteEnv) };

export default defineConfig({
  plugins: [
    prevalidatedContent({ root: import.meta.dirname, define }),
    mdxPlugin(),
    tailwindcss(),
    reactRouter(),
  ],
  define,
  resolve: { tsconfigPaths: true },
  server: { port: 5173 },
});
