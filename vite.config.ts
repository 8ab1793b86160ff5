import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import remarkFrontmatter from "remark-frontmatter";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import { defineConfig } from "vite";
import { remarkCitations } from "./scripts/pipeline/vite/remark-citations.ts";
import { remarkHeadings } from "./scripts/pipeline/vite/remark-headings.ts";
import { siteEnvironment } from "./scripts/pipeline/vite/site-env.ts";
import { prevalidatedContent } from "./scripts/pipeline/vite/vite-prevalidated-content.ts";
import { generatedPublicDir } from "#app/lib/generated-files.server.ts";

/** SITE_* variables are inlined so the client bundle sees the same organisation facts as the pre-renderer. */
const siteEnv = siteEnvironment(process.env);

export const mdxPlugin = () => ({
  enforce: "pre" as const,
  ...mdx({
    remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkHeadings, remarkCitations],
    providerImportSource: undefined,
  }),
});

const define = { __SITE_ENV__: JSON.stringify(siteEnv) };

/**
 * Fewer, larger chunks: each module a page fetches costs main-thread time on a slow phone (starting the
 * request, compiling, evaluating), so the app's components and helpers used by four or more routes ship
 * as one chunk, and the libraries as two: React and React DOM, then React Router. Two rather than one
 * because the boot runs each module in a task of its own, and running all three libraries at once was
 * a long task of its own on every page (ADR 006). The number of files a page fetches is a budget in
 * tests/e2e/routes.spec.ts.
 */
const codeSplitting = {
  groups: [
    {
      name: "react",
      test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
      priority: 2,
    },
    {
      name: "router",
      // React Router 8's own dependencies (its package.json): route matching and cookie parsing.
      test: /node_modules[\\/](react-router|@remix-run[\\/]route-pattern|cookie-es)[\\/]/,
      priority: 2,
    },
    {
      name: "shared",
      test: /[\\/]app[\\/](components|data|hooks|lib|content|site\.config)/,
      minShareCount: 4,
      priority: 1,
    },
    {
      // "Cite this" and Share, together on articles and pattern pages: one file rather than two (with the
      // citation block and Copy button they use, in shared/).
      name: "cite",
      test: /[\\/]app[\\/]components[\\/](cite[\\/]|shared[\\/](citation-block|copy-button)\.)/,
    },
    {
      // An article's contents list and dates, also used by the guide and the teaching pack: one file.
      name: "reading",
      test: /[\\/]app[\\/]components[\\/](blog[\\/]table-of-contents|shared[\\/]local-date)\./,
    },
    {
      // Code every page runs but only the root and the layout import (the theme, Vite's helper
      // for the search's dynamic import): joined to the shared chunk rather than fetched as files of their own.
      name: "shared",
      test: /preload-helper|[\\/]app[\\/]lib[\\/]theme\./,
      priority: 3,
    },
  ],
};

/**
 * React DOM's and React Router's functions nearly all run while a page hydrates. V8 compiles a function
 * on its first call, on the main thread, inside the hydration task that calls it; a file that starts
 * with this comment (explicit compile hints, Chromium 136+) has every function compiled with the script
 * instead, on the thread that streams it (ADR 042). Only these two large chunks: a small module is not
 * streamed, so there eager compilation would land on the main thread.
 */
export const compileHint = "//# allFunctionsCalledOnLoad";
export const hintedChunks = ["react", "router"];
const postBanner = (chunk: { name: string }) => (hintedChunks.includes(chunk.name) ? compileHint : "");

export default defineConfig({
  plugins: [
    prevalidatedContent({ root: import.meta.dirname, define }),
    mdxPlugin(),
    tailwindcss(),
    reactRouter(),
  ],
  define,
  // public/ and the pipeline's generated files, together (scripts/pipeline/steps.ts).
  publicDir: generatedPublicDir,
  build: { rolldownOptions: { output: { codeSplitting, postBanner } } },
  server: { port: 5173 },
});
