import { describe, expect, it } from "vitest";
import {
  isFiltered,
  matchesFilters,
  readFilters,
  writeFilters,
  type FilterOptions,
} from "./enforcement-filter";

const options: FilterOptions = {
  pattern: [
    { value: "hard-to-cancel", label: "Hard to cancel" },
    { value: "fake-urgency", label: "Fake urgency" },
  ],
  jurisdiction: [{ value: "uk", label: "United Kingdom" }],
  year: [{ value: "2025", label: "2025" }],
  stage: [{ value: "settlement", label: "Settlement" }],
};

const record = { patterns: ["hard-to-cancel"], jurisdiction: "uk", year: "2025", stage: "settlement" };

describe("enforcement filters", () => {
  it("reads only offered values from the address", () => {
    expect(readFilters(new URLSearchParams("pattern=hard-to-cancel&year=1999&stage=x"), options)).toEqual({
      pattern: "hard-to-cancel",
    });
  });

  it("writes filters in a fixed order and drops empty ones, keeping other parameters", () => {
    expect(writeFilters({ year: "2025", pattern: "fake-urgency" }).toString()).toBe(
      "pattern=fake-urgency&year=2025",
    );
    expect(writeFilters({ pattern: "" }, new URLSearchParams("pattern=x&utm=1")).toString()).toBe("utm=1");
  });

  it("matches a record only when every set filter agrees", () => {
    expect(matchesFilters(record, {})).toBe(true);
    expect(matchesFilters(record, { pattern: "hard-to-cancel", jurisdiction: "uk" })).toBe(true);
    expect(matchesFilters(record, { pattern: "fake-urgency" })).toBe(false);
    expect(matchesFilters(record, { year: "2024" })).toBe(false);
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ stage: "settlement" })).toBe(true);
  });
});
