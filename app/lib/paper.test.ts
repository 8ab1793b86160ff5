import { describe, expect, it } from "vitest";
import { otherPaper, paperForLanguage } from "./paper.ts";

describe("the paper size offered first", () => {
  it("is US Letter for US English only, A4 for every other language and when none is known", () => {
    expect(paperForLanguage("en-US")).toBe("letter");
    expect(paperForLanguage("en-us")).toBe("letter");
    for (const language of ["en-GB", "en", "fr-FR", "de-DE", "es-US", "", undefined]) {
      expect(paperForLanguage(language), String(language)).toBe("a4");
    }
  });

  it("always has the other size to offer beside it", () => {
    expect(otherPaper("a4")).toBe("letter");
    expect(otherPaper("letter")).toBe("a4");
  });
});
