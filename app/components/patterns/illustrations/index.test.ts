import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { illustrationsFor, keyAreaOf, patternIllustrations } from "./index.ts";

describe("the pattern drawings' registry", () => {
  it("lists every drawing file of the folder under its pattern and tone, and no other", () => {
    const files = readdirSync(import.meta.dirname)
      .filter((file) => /-(harmful|humane)\.tsx$/.test(file))
      .sort();
    const listed = Object.keys(patternIllustrations)
      .flatMap((slug) => [`${slug}-harmful.tsx`, `${slug}-humane.tsx`])
      .sort();
    expect(listed).toEqual(files);
  });

  it("gives each tone the component its file exports", async () => {
    for (const [slug, pair] of Object.entries(patternIllustrations)) {
      for (const tone of ["harmful", "humane"] as const) {
        const module = (await import(`./${slug}-${tone}.tsx`)) as Record<string, unknown>;
        expect(Object.values(module), `${slug}-${tone}`).toContain(pair[tone]);
      }
    }
  });

  it("finds a pattern's pair by slug, and nothing for an unknown slug", () => {
    expect(illustrationsFor("autoplay")).toBe(patternIllustrations["autoplay"]);
    expect(illustrationsFor("no-such-pattern")).toBeUndefined();
    expect(illustrationsFor("toString")).toBeUndefined();
  });
});

describe("a drawing's key area", () => {
  it("is what the drawing's file exports, and nothing where it exports none", () => {
    expect(keyAreaOf("confirmshaming", "harmful")).toMatch(/^\d+ \d+ \d+ \d+$/);
    expect(keyAreaOf("autoplay", "harmful")).toBeUndefined();
    expect(keyAreaOf("no-such-pattern", "humane")).toBeUndefined();
  });
});
