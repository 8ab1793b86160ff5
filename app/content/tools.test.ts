import { describe, expect, it } from "vitest";
import { journeySteps, responsibleProductChecklist, tools } from "./tools.ts";

describe("content/tools", () => {
  it("has the spec's six awareness tools with these exact titles", () => {
    expect(tools.map((tool) => tool.title)).toEqual([
      "Dark Pattern Detection",
      "Notification Management",
      "Privacy Settings",
      "Mindful Browsing",
      "Algorithm Awareness",
      "Decision Frameworks",
    ]);
  });

  it("gives each tool concrete steps and a longer explanation for the guide", () => {
    for (const tool of tools) {
      expect(tool.steps.length, tool.id).toBeGreaterThanOrEqual(4);
      expect(new Set(tool.steps).size).toBe(tool.steps.length);
      expect(tool.detail.length).toBeGreaterThan(tool.summary.length * 3);
    }
  });

  it("has the three-step journey and the five-point checklist", () => {
    expect(journeySteps.map((step) => step.title)).toEqual(["Notice", "Understand", "Choose"]);
    expect(responsibleProductChecklist).toHaveLength(5);
  });
});
