import { describe, expect, it } from "vitest";
import { fillTemplate } from "./template";

describe("fillTemplate", () => {
  it("fills the glossary's no-match message with the text entered", () => {
    expect(
      fillTemplate('No terms found matching "{query}". Try a different search term.', { query: "xyz" }),
    ).toBe('No terms found matching "xyz". Try a different search term.');
  });

  it("inserts values literally, even with braces or dollar signs", () => {
    expect(fillTemplate("[{query}]", { query: "$& {count} $1" })).toBe("[$& {count} $1]");
  });

  it("fills numbers and leaves unknown placeholders alone", () => {
    expect(fillTemplate("Showing {count} of {total} terms {other}", { count: 3, total: 10 })).toBe(
      "Showing 3 of 10 terms {other}",
    );
    expect(fillTemplate("{toString}", {})).toBe("{toString}");
  });
});
