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

/**
 * Fewer, larger chunks: each module a page fetches costs main-thread time on a slow phone (starting the
 * request, compiling, evaluating), so React, React DOM and React Router ship as one chunk, and the app's
 * components and helpers used by four or more routes as another. Measured: 10–14 files per page instead
 * of 15–24, and 0–3 KB less gzip per page (ADR 006).
 */
const codeSplitting = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
      priority: 2,
    },
    {
      name: "shared",
      test: /[\\/]app[\\/](components|lib|content|site\.config)/,
      minShareCount: 4,
      priority: 1,
    },
  ],
};

export default defineConfig({
  plugins: [
    prevalidatedContent({ root: import.meta.dirname, define }),
    mdxPlugin(),
    tailwindcss(),
    reactRouter(),
  ],
  define,
  build: { rolldownOptions: { output: { codeSplitting } } },
  resolve: { tsconfigPaths: true },
  server: { port: 5173 },
});
