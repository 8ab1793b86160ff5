import { defineConfig } from "vitest/config";
import { mdxPlugin } from "./vite.config.ts";

/*
 * Three projects. Vitest runs without the React Router plugin (it only works in a real build), but with MDX.
 * - unit: pure modules, content and build scripts, in Node (a file that needs a DOM says so with a
 *   `@vitest-environment jsdom` comment);
 * - components: React components and pages rendered with Testing Library in jsdom;
 * - build: checks over the production build's files, after `npm run build` (`npm run test:build`).
 */
const shared = {
  plugins: [mdxPlugin()],
  define: { __SITE_ENV__: "{}" },
  resolve: { tsconfigPaths: true },
};

export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          environment: "node",
          include: ["app/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"],
          setupFiles: ["./tests/setup/console.ts"],
        },
      },
      {
        ...shared,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["app/**/*.test.tsx"],
          setupFiles: ["./tests/setup/console.ts", "./tests/setup/setup-test-env.ts"],
        },
      },
      {
        // With the app's path aliases: some checks take their expected words from the content modules.
        ...shared,
        test: {
          name: "build",
          environment: "node",
          include: ["tests/build/**/*.test.ts"],
          // Some checks read all 152 pages; on a machine busy with another build they took over Vitest's 5 s.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
