import { describe, expect, it } from "vitest";
import { fillCount, fillTemplate } from "./template.ts";

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

describe("fillCount", () => {
  const records = {
    one: "Download this {count} record about {label}:",
    other: "Download these {count} records about {label}:",
  };

  it("says one record in the singular, and none or several in the plural", () => {
    expect(fillCount(records, 1, { label: "AI sycophancy" })).toBe(
      "Download this 1 record about AI sycophancy:",
    );
    expect(fillCount(records, 0, { label: "x" })).toBe("Download these 0 records about x:");
    expect(fillCount(records, 65, { label: "x" })).toBe("Download these 65 records about x:");
  });
});
