import { defineConfig } from "vitest/config";

// Tests over the production build's files (run after `npm run build`): fast checks of what the build wrote.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/build/**/*.test.ts"],
  },
});
