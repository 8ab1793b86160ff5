import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { patternModules, patternSlugs } from "./index.ts";

describe("the pattern modules (index.ts)", () => {
  it("list every pattern file of the folder, by its name", () => {
    const files = readdirSync(import.meta.dirname)
      .filter((file) => file.endsWith(".ts") && file !== "index.ts" && !/\.(server|test)\.ts$/.test(file))
      .map((file) => file.slice(0, -".ts".length))
      .sort();
    expect(patternSlugs).toEqual(files);
  });

  it("hold each pattern under its own slug", () => {
    for (const [slug, pattern] of Object.entries(patternModules)) expect(pattern.slug).toBe(slug);
  });
});
