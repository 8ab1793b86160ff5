import path from "node:path";
import { describe, expect, it } from "vitest";
import { globsOf, importWithVite, trace } from "./vite-runner.ts";

const root = path.resolve(import.meta.dirname, "..", "..");

describe("the trace of what a module loaded through Vite's runner read", () => {
  it("finds a module's globs, from the root, with their exclusions", () => {
    const importer = path.join(root, "app", "content", "pattern-modules.ts");
    const code = `const a = import.meta.glob<X>(["./patterns/*.ts", '!./patterns/*.server.ts'], { eager: true });
      const b = import.meta.glob("../components/*.tsx");
      // import.meta.glob in a comment, with no call, is not one.`;
    expect(globsOf(code, importer)).toEqual([
      ["app/content/patterns/*.ts", "!app/content/patterns/*.server.ts"],
      ["app/components/*.tsx"],
    ]);
    expect(globsOf('import.meta.glob("~/content/pages/*.ts")', importer)).toEqual([
      ["app/content/pages/*.ts"],
    ]);
    expect(
      globsOf('import.meta.glob<Record<string, unknown>>("./pages/*.ts", { eager: true })', importer),
    ).toEqual([["app/content/pages/*.ts"]]);
    expect(() => globsOf('import.meta.glob("some-package/*.ts")', importer)).toThrow("cannot follow");
    // A call it cannot read stops the step rather than leave the glob out of the trace.
    expect(() => globsOf("import.meta.glob(patterns)", importer)).toThrow("cannot read");
  });

  it("records the modules the runner evaluated and the globs they expanded, not node_modules", async () => {
    const module = await importWithVite<{ patternIllustrations: Record<string, unknown> }>(
      path.join(root, "app", "components", "patterns", "illustrations", "index.ts"),
    );
    expect(Object.keys(module.patternIllustrations)).toContain("fake-urgency");
    const { files, globs } = trace();
    expect(files).toContain("app/components/patterns/illustrations/index.ts");
    expect(files).toContain("app/components/patterns/illustrations/fake-urgency-harmful.tsx");
    expect(files.some((file) => file.startsWith("node_modules/"))).toBe(false);
    expect(globs).toContainEqual(["app/components/patterns/illustrations/*-harmful.tsx"]);
    expect(globs).toContainEqual(["app/components/patterns/illustrations/*-humane.tsx"]);
  });
});
