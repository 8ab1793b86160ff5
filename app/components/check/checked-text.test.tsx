import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { checkPage } from "#app/content/pages/check.ts";
import { numberFindings, textPieces } from "#app/lib/check-results.ts";
import type { Finding } from "#app/lib/checker/index.ts";
import { CheckedText } from "./checked-text.tsx";
import { FindingList } from "./finding-list.tsx";

const text = "Hurry, only 3 left! Offer ends in 04:59.\nNo thanks, I like paying more.";

function finding(words: string, pattern: string, strength: Finding["strength"]): Finding {
  const start = text.indexOf(words);
  return {
    pattern,
    label: `What ${pattern} looks like`,
    start,
    end: start + words.length,
    text: words,
    strength,
    reason: `Why ${pattern} matters.`,
    path: `/patterns/${pattern}`,
  };
}

const findings = numberFindings(text, [
  finding("No thanks, I like paying more", "confirmshaming", "clear"),
  finding("ends in 04:59", "fake-urgency", "clear"),
  finding("Hurry, only 3", "fake-urgency", "possible"),
  finding("only 3 left", "fake-scarcity", "clear"),
]);
const names = {
  confirmshaming: "Confirmshaming",
  "fake-urgency": "Fake Urgency",
  "fake-scarcity": "Fake Scarcity",
};

describe("CheckedText", () => {
  it("shows the whole text, each finding marked, its number where it starts, and the underline by strength", () => {
    const { container } = render(<CheckedText pieces={textPieces(text, findings)} />);
    const paragraph = container.querySelector("p")!;
    // The marked copy reads as the text with the numbers before the findings' words.
    expect(paragraph.textContent).toBe(
      "1Hurry, 2only 3 left! Offer 3ends in 04:59.\n4No thanks, I like paying more.",
    );
    const marks = [...container.querySelectorAll("mark")];
    expect(marks.map((mark) => [mark.textContent, mark.dataset.findings])).toEqual([
      ["1Hurry, ", "1"],
      ["2only 3", "1 2"],
      [" left", "2"],
      ["3ends in 04:59", "3"],
      ["4No thanks, I like paying more", "4"],
    ]);
    // Not told apart by colour alone: a possible sign alone is dashed, anything clear is solid.
    expect(marks[0]).toHaveClass("underline", "decoration-dashed");
    for (const mark of marks.slice(1)) {
      expect(mark).toHaveClass("underline");
      expect(mark).not.toHaveClass("decoration-dashed");
    }
    expect([...container.querySelectorAll("[data-marker]")].map((marker) => marker.textContent)).toEqual([
      "1",
      "2",
      "3",
      "4",
    ]);
  });

  it("marks nothing in a text without findings", () => {
    const { container } = render(<CheckedText pieces={textPieces("Your order is on its way.", [])} />);
    expect(container.querySelectorAll("mark")).toHaveLength(0);
    expect(container.textContent).toBe("Your order is on its way.");
  });
});

describe("FindingList", () => {
  it("lists each finding under its number: the pattern's name linked to its page, the strength in words, what was found, the words and why", () => {
    const Stub = createRoutesStub([
      { path: "/", Component: () => <FindingList findings={findings} names={names} text={checkPage} /> },
    ]);
    render(<Stub />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    const [first, , third] = items;
    expect(within(first!).getByRole("link", { name: "Fake Urgency" })).toHaveAttribute(
      "href",
      "/patterns/fake-urgency",
    );
    expect(first).toHaveTextContent(checkPage.strength.possible);
    expect(first).toHaveTextContent("What fake-urgency looks like");
    expect(first).toHaveTextContent("Hurry, only 3");
    expect(first).toHaveTextContent("Why fake-urgency matters.");
    expect(within(third!).getByRole("link", { name: "Fake Urgency" })).toBeInTheDocument();
    expect(third).toHaveTextContent(checkPage.strength.clear);
    expect(within(items[1]!).getByRole("link", { name: "Fake Scarcity" })).toHaveAttribute(
      "href",
      "/patterns/fake-scarcity",
    );
    expect(within(items[3]!).getByRole("link", { name: "Confirmshaming" })).toHaveAttribute(
      "href",
      "/patterns/confirmshaming",
    );
  });
});
