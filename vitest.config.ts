import { defineConfig } from "vitest/config";
import { mdxPlugin } from "./vite.config.ts";

/*
 * Four projects. Vitest runs without the React Router plugin (it only works in a real build), but with MDX.
 * - unit: pure modules, content and build scripts, in Node (a file that needs a DOM says so with a
 *   `@vitest-environment jsdom` comment);
 * - components: React components and pages rendered with Testing Library in jsdom;
 * - pdf: the guide's and the teaching pack's PDFs, generated into a temporary folder and read with
 *   poppler-utils (`npm run test:pdf`): minutes, not seconds, so apart from the unit tests;
 * - build: checks over the production build's files, after `npm run build` (`npm run test:build`).
 */
const shared = {
  plugins: [mdxPlugin()],
  define: { __SITE_ENV__: "{}" },
};

/*
 * A worker keeps its modules from one test file to the next instead of importing them all again (Vitest's
 * `isolate`): the unit and component tests took 58 s alone, and 28 s this way; the build checks 31 s and
 * 23 s. The price is that a file which swaps a module puts it back: the two tests that mock the site config
 * end with `vi.doUnmock` and `vi.resetModules`.
 */
const isolate = false;

/** The suites that generate PDFs: their own project, so that `test:unit` stays fast. */
const pdfSuites = [
  "scripts/pipeline/guide/build-guide-pdf.test.ts",
  "scripts/pipeline/teach/build-teach-pdfs.test.ts",
];

export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          environment: "node",
          isolate,
          include: ["app/**/*.test.ts", "scripts/**/*.test.{ts,mjs}", "extension/**/*.test.ts"],
          exclude: pdfSuites,
          setupFiles: ["./tests/setup/console.ts"],
        },
      },
      {
        ...shared,
        test: {
          name: "pdf",
          environment: "node",
          isolate,
          include: pdfSuites,
          setupFiles: ["./tests/setup/console.ts"],
          // Generating a PDF takes 20–90 s on a busy 2-core machine; each suite generates once, in beforeAll.
          hookTimeout: 300_000,
          testTimeout: 30_000,
        },
      },
      {
        ...shared,
        test: {
          name: "components",
          environment: "jsdom",
          isolate,
          include: ["app/**/*.test.tsx"],
          setupFiles: ["./tests/setup/console.ts", "./tests/setup/setup-test-env.ts"],
        },
      },
      {
        // Some checks take their expected words from the content modules (#app/…).
        ...shared,
        test: {
          name: "build",
          environment: "node",
          isolate,
          include: ["tests/build/**/*.test.ts"],
          // Some checks read all 152 pages; on a machine busy with another build they took over Vitest's 5 s.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
