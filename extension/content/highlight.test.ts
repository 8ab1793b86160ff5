// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { PageMarks } from "./highlight.ts";
import { collectText, spansFor } from "./text-nodes.ts";

const options = { isVisible: () => true, isBlock: (element: Element) => element.tagName === "P" };

describe("marks on the page", () => {
  it("wraps each finding's words with its number, overlapping findings in one mark, and undoes it all", () => {
    document.body.innerHTML = `<p>Hurry, only <b>3</b> left in stock!</p><p>Ends today</p>`;
    const before = document.body.innerHTML;
    const page = collectText(document.body, options);
    const find = (words: string) => {
      const start = page.text.indexOf(words);
      return spansFor(page.pieces, start, start + words.length);
    };
    const marks = new PageMarks(document);
    marks.markSpans([
      { number: 1, strength: "clear", spans: find("only 3 left in stock") },
      { number: 2, strength: "possible", spans: find("Hurry, only") },
      { number: 3, strength: "possible", spans: find("Ends today") },
    ]);
    const marked = [...document.querySelectorAll("attune-mark")].map((mark) => [
      mark.textContent,
      mark.getAttribute("data-attune-finding"),
    ]);
    expect(marked).toEqual([
      ["Hurry, only ", "2 1"],
      ["3", "1"],
      [" left in stock", "1"],
      ["Ends today", "3"],
    ]);
    expect([...document.querySelectorAll("attune-badge")].map((badge) => badge.textContent)).toEqual([
      "2",
      "1",
      "3",
    ]);
    expect(document.querySelector("attune-mark")!.getAttribute("style")).toContain("outline: 2px solid");

    const box = document.createElement("input");
    box.type = "checkbox";
    box.style.outline = "1px dotted blue";
    document.body.append(box);
    marks.markElement(box, 4, "clear");
    expect(box.style.getPropertyValue("outline")).toContain("solid");

    marks.clear();
    box.remove();
    expect(document.body.innerHTML).toBe(before);
    expect(box.style.getPropertyValue("outline")).toBe("1px dotted blue");
  });
});

describe("showing a finding", () => {
  it("moves focus to its mark, which takes focus only while the marks are shown", () => {
    document.body.innerHTML = `<p>Only 3 left</p>`;
    const page = collectText(document.body, options);
    const marks = new PageMarks(document);
    marks.markSpans([{ number: 1, strength: "clear", spans: spansFor(page.pieces, 0, page.text.length) }]);
    const mark = document.querySelector("attune-mark") as HTMLElement;
    mark.scrollIntoView = () => {};
    marks.show(1);
    expect(document.activeElement).toBe(mark);
    marks.clear();
    expect(document.querySelector("[tabindex]")).toBeNull();
  });
});
