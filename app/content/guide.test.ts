import { describe, expect, it } from "vitest";
import { guide, guideChapterOrder, guideParts } from "./guide.ts";
import { guidePage } from "./pages/guide.ts";
import { toolsPage } from "./pages/tools.ts";

describe("the guide's title", () => {
  it("is one title: the PDF's cover and metadata, /tools and /guide use it, and no other", () => {
    expect(guide.title).toMatch(/^The \w+ Strategic Guide$/);
    expect(JSON.stringify(toolsPage)).toContain(guide.title);
    expect(guidePage.meta.title.startsWith(guide.title)).toBe(true);
    expect(guidePage.hero.title.startsWith(guide.title)).toBe(true);
    const everything = JSON.stringify([guide, toolsPage, guidePage]);
    expect(everything).not.toMatch(/Navigating Digital Influence/i);
  });
});

describe("the guide's parts (/guide and the PDF)", () => {
  it("holds every chapter once, in the PDF's order, with how-to-use after the introduction and the closing word after the checklist", () => {
    const keys = guideParts.map((part) => part.key);
    expect(keys.filter((key) => key !== "howToUse" && key !== "closing")).toEqual([...guideChapterOrder]);
    expect(keys.indexOf("howToUse")).toBe(keys.indexOf("introduction") + 1);
    expect(keys.indexOf("closing")).toBe(keys.indexOf("checklist") + 1);
    expect(Object.keys(guide.chapters).sort()).toEqual(
      guideChapterOrder.filter((key) => key !== "introduction").sort(),
    );
  });

  it("gives each part a readable anchor of its own and its title", () => {
    const ids = guideParts.map((part) => part.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const part of guideParts) {
      expect(part.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(part.title.length).toBeGreaterThan(0);
    }
    // Not the ids of the tools, which have anchors on /guide too.
    for (const tool of guide.chapters.tools.tools) expect(ids).not.toContain(tool.id);
  });
});
