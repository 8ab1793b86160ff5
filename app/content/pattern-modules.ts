/**
 * The modules of content/patterns/, by file ("./patterns/nagging.ts"), found by glob: adding a pattern is
 * adding its module, plus its two drawings (components/patterns/illustrations/). Vite resolves the glob
 * for the build, the dev server, Vitest and the pipeline. Playwright's loader has no `import.meta.glob`:
 * its tsconfig (tests/tsconfig.playwright.json) points this module at tests/setup/pattern-modules.node.ts,
 * which reads the same files with Node, and pattern-modules.test.ts checks that both find the same.
 */
export const patternModules: Record<string, Record<string, unknown>> = import.meta.glob(
  ["./patterns/*.ts", "!./patterns/*.server.ts", "!./patterns/*.test.ts"],
  { eager: true },
);
