import { describe, expect, it } from "vitest";
import { patternModules } from "#app/content/pattern-modules.ts";
import { listPatternSlugs } from "#app/content/patterns/files.server.ts";
import { patternModules as playwrightModules } from "#tests/setup/pattern-modules.node.ts";

describe("the pattern modules", () => {
  it("are every pattern file, by glob", () => {
    expect(Object.keys(patternModules).sort()).toEqual(
      listPatternSlugs().map((slug) => `./patterns/${slug}.ts`),
    );
  });

  it("are the same for Playwright's stand-in, which reads them with Node", () => {
    expect(Object.keys(playwrightModules)).toEqual(Object.keys(patternModules).sort());
    for (const [file, module] of Object.entries(patternModules))
      expect(Object.values(playwrightModules[file]!), file).toEqual(Object.values(module));
  });
});
