import { describe, expect, it } from "vitest";
import { specCaseImpacts } from "#tests/spec-text.ts";
import { caseExamples } from "./cases.ts";
import { references } from "./references.ts";

describe("content/cases", () => {
  it("has the spec's four platform cases", () => {
    expect(caseExamples.map((item) => item.category)).toEqual([
      "Social video",
      "Streaming",
      "AI companion",
      "E-commerce",
    ]);
  });

  it("states the impact claims exactly as the spec gives them", () => {
    expect(caseExamples.map((item) => item.impact)).toEqual(specCaseImpacts);
  });

  it("marks every impact figure as illustrative or links it to a source", () => {
    for (const item of caseExamples) {
      if (item.impactSource === "illustrative") {
        expect(item.impactDetail, item.id).toMatch(/^In this hypothetical scenario/);
      } else {
        expect(item.impactSource.href).toMatch(/^https:\/\//);
      }
    }
  });

  it("gives each case the spec's fields, a humane alternative and its own colour", () => {
    for (const item of caseExamples) {
      expect(item.platform.length).toBeGreaterThan(3);
      expect(item.techniques.length).toBeGreaterThanOrEqual(2);
      expect(item.description.split(/\s+/).length).toBeGreaterThanOrEqual(30);
      expect(item.humaneAlternative.split(/\s+/).length).toBeGreaterThanOrEqual(15);
    }
    expect(new Set(caseExamples.map((item) => item.colorClass)).size).toBe(4);
  });

  it("cites only listed references for background reading", () => {
    const ids = new Set(references.map((reference) => reference.id));
    for (const item of caseExamples) {
      expect(item.sources.length, item.id).toBeGreaterThan(0);
      for (const source of item.sources) expect(ids.has(source.id)).toBe(true);
    }
  });
});
