import { defineConfig } from "vitest/config";
import { mdxPlugin } from "./vite.config";

// Vitest runs without the React Router plugin (it only works in a real build), but with MDX.
export default defineConfig({
  plugins: [mdxPlugin()],
  define: { __SITE_ENV__: "{}" },
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./tests/setup/setup-test-env.ts"],
    restoreMocks: true,
  },
});
