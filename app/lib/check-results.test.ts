import { describe, expect, it } from "vitest";
import type { Finding } from "#app/lib/checker/index.ts";
import { countByPattern, numberFindings, summaryLine, textPieces } from "./check-results.ts";

/** A finding of `pattern` over `words` in `text` (the first occurrence). */
function finding(
  text: string,
  words: string,
  pattern: string,
  strength: Finding["strength"] = "clear",
): Finding {
  const start = text.indexOf(words);
  if (start < 0) throw new Error(`"${words}" is not in the text`);
  return {
    pattern,
    label: `${pattern} label`,
    start,
    end: start + words.length,
    text: words,
    strength,
    reason: `${pattern} reason`,
    path: `/patterns/${pattern}`,
  };
}

const templates = {
  summary: { one: "1 sign: {patterns}.", other: "{count} signs: {patterns}." },
  summaryEntry: "{label} ({count})",
};
const names = {
  "fake-urgency": "Fake Urgency",
  confirmshaming: "Confirmshaming",
  "fake-scarcity": "Fake Scarcity",
};

describe("numberFindings", () => {
  it("numbers the findings in reading order, the longer first where two start together", () => {
    const text = "Ends in 05:00. Only 2 left. No thanks, I hate saving.";
    const numbered = numberFindings(text, [
      finding(text, "No thanks, I hate saving", "confirmshaming"),
      finding(text, "Only 2", "fake-scarcity", "possible"),
      finding(text, "Only 2 left", "fake-scarcity"),
      finding(text, "Ends in 05:00", "fake-urgency"),
    ]);
    expect(numbered.map(({ number, text: words }) => [number, words])).toEqual([
      [1, "Ends in 05:00"],
      [2, "Only 2 left"],
      [3, "Only 2"],
      [4, "No thanks, I hate saving"],
    ]);
  });

  it("leaves out a span that is empty or outside the text", () => {
    const text = "Ends in 05:00";
    const good = finding(text, "Ends in 05:00", "fake-urgency");
    expect(
      numberFindings(text, [
        good,
        { ...good, start: 4, end: 4 },
        { ...good, start: 2, end: 99 },
        { ...good, start: -1 },
      ]),
    ).toEqual([{ ...good, number: 1 }]);
  });
});

describe("textPieces", () => {
  it("cuts the text at each finding, marks what the findings cover, and loses nothing", () => {
    const text = "Sale! Ends in 05:00 today. No thanks, I prefer full price.";
    const findings = numberFindings(text, [
      finding(text, "Ends in 05:00", "fake-urgency"),
      finding(text, "No thanks, I prefer full price", "confirmshaming", "possible"),
    ]);
    const pieces = textPieces(text, findings);
    expect(pieces.map((piece) => piece.text).join("")).toBe(text);
    expect(
      pieces.map(({ text: words, numbers, starts, strength }) => ({ words, numbers, starts, strength })),
    ).toEqual([
      { words: "Sale! ", numbers: [], starts: [], strength: null },
      { words: "Ends in 05:00", numbers: [1], starts: [1], strength: "clear" },
      { words: " today. ", numbers: [], starts: [], strength: null },
      { words: "No thanks, I prefer full price", numbers: [2], starts: [2], strength: "possible" },
      { words: ".", numbers: [], starts: [], strength: null },
    ]);
  });

  it("marks overlapping findings with both numbers where they overlap, each number where its finding starts", () => {
    const text = "Hurry, only 3 left at this price";
    const findings = numberFindings(text, [
      finding(text, "Hurry, only 3", "fake-urgency", "possible"),
      finding(text, "only 3 left", "fake-scarcity"),
    ]);
    const pieces = textPieces(text, findings);
    expect(pieces.map((piece) => piece.text).join("")).toBe(text);
    expect(
      pieces.map(({ text: words, numbers, starts, strength }) => ({ words, numbers, starts, strength })),
    ).toEqual([
      { words: "Hurry, ", numbers: [1], starts: [1], strength: "possible" },
      { words: "only 3", numbers: [1, 2], starts: [2], strength: "clear" },
      { words: " left", numbers: [2], starts: [], strength: "clear" },
      { words: " at this price", numbers: [], starts: [], strength: null },
    ]);
  });

  it("gives the whole text as one plain piece when nothing was found, and nothing for no text", () => {
    expect(textPieces("All good here.", [])).toEqual([
      { text: "All good here.", start: 0, numbers: [], starts: [], strength: null },
    ]);
    expect(textPieces("", [])).toEqual([]);
  });
});

describe("the summary line", () => {
  const text = "Ends in 05:00! Only 2 left. Hurry, offer ends tonight. No thanks, I hate saving.";
  const findings = numberFindings(text, [
    finding(text, "No thanks, I hate saving", "confirmshaming"),
    finding(text, "Ends in 05:00", "fake-urgency"),
    finding(text, "Only 2 left", "fake-scarcity"),
    finding(text, "offer ends tonight", "fake-urgency", "possible"),
  ]);

  it("counts the findings of each pattern, in the order the patterns first appear", () => {
    expect(countByPattern(findings)).toEqual([
      { pattern: "fake-urgency", path: "/patterns/fake-urgency", count: 2 },
      { pattern: "fake-scarcity", path: "/patterns/fake-scarcity", count: 1 },
      { pattern: "confirmshaming", path: "/patterns/confirmshaming", count: 1 },
    ]);
  });

  it("says how many signs, then each pattern by its library name with its count", () => {
    expect(summaryLine(templates, findings, names)).toBe(
      "4 signs: Fake Urgency (2), Fake Scarcity (1), and Confirmshaming (1).",
    );
    expect(summaryLine(templates, findings.slice(0, 1), names)).toBe("1 sign: Fake Urgency (1).");
    expect(summaryLine(templates, findings.slice(0, 3), names)).toBe(
      "3 signs: Fake Urgency (2) and Fake Scarcity (1).",
    );
  });
});
