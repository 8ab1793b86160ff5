import { describe, expect, it } from "vitest";
import {
  facetCounts,
  isFiltered,
  matchesFilters,
  readFilters,
  readSort,
  sortRecords,
  writeFilters,
  writeSort,
  type FilterOptions,
} from "./enforcement-filter.ts";

const options: FilterOptions = {
  pattern: [
    { value: "hard-to-cancel", label: "Hard to cancel" },
    { value: "fake-urgency", label: "Fake urgency" },
  ],
  jurisdiction: [
    { value: "uk", label: "United Kingdom" },
    { value: "us-federal", label: "United States (federal)" },
  ],
  authority: [
    { value: "cma", label: "CMA" },
    { value: "ftc", label: "FTC" },
  ],
  year: [
    { value: "2025", label: "2025" },
    { value: "2019", label: "2019" },
  ],
  stage: [{ value: "settlement", label: "Settlement" }],
};

const record = {
  patterns: ["hard-to-cancel"],
  authorities: ["cma"],
  jurisdiction: "uk",
  year: "2025",
  stage: "settlement",
};

const records = [
  record,
  {
    patterns: ["hard-to-cancel"],
    authorities: ["ftc"],
    jurisdiction: "us-federal",
    year: "2025",
    stage: "settlement",
  },
  {
    patterns: ["fake-urgency"],
    authorities: ["ftc"],
    jurisdiction: "us-federal",
    year: "2019",
    stage: "settlement",
  },
];

describe("enforcement filters", () => {
  it("reads only offered values from the address", () => {
    expect(
      readFilters(new URLSearchParams("pattern=hard-to-cancel&year=1999&stage=x&authority=ftc"), options),
    ).toEqual({
      pattern: "hard-to-cancel",
      authority: "ftc",
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
    expect(matchesFilters(record, { pattern: "hard-to-cancel", jurisdiction: "uk", authority: "cma" })).toBe(
      true,
    );
    expect(matchesFilters(record, { pattern: "fake-urgency" })).toBe(false);
    expect(matchesFilters(record, { authority: "ftc" })).toBe(false);
    expect(matchesFilters(record, { year: "2024" })).toBe(false);
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ stage: "settlement" })).toBe(true);
  });

  it("counts each choice as what it would show with the other filters as they are", () => {
    const none = facetCounts(records, {}, options);
    expect(none.pattern.get("hard-to-cancel")).toBe(2);
    expect(none.jurisdiction.get("us-federal")).toBe(2);
    expect(none.year.get("2019")).toBe(1);
    // "Hard to cancel" chosen: the jurisdictions and years count only hard-to-cancel records…
    const chosen = facetCounts(records, { pattern: "hard-to-cancel" }, options);
    expect(chosen.jurisdiction.get("us-federal")).toBe(1);
    expect(chosen.year.get("2019")).toBe(0);
    // …while the pattern's own choices still count as if it were not set, so switching pattern is informed.
    expect(chosen.pattern.get("fake-urgency")).toBe(1);
    // Three filters that together leave nothing: each of them says 0 for the others' combination.
    const stacked = facetCounts(
      records,
      { pattern: "hard-to-cancel", jurisdiction: "us-federal", year: "2019" },
      options,
    );
    expect(stacked.year.get("2019")).toBe(0);
    expect(stacked.year.get("2025")).toBe(1);
  });
});

describe("enforcement sort", () => {
  const rows = [
    { id: "a", date: "2024-01-01", authorityName: "FTC", amount: 5_000_000, currency: "USD" },
    { id: "b", date: "2025-06-01", authorityName: "CMA", amount: null, currency: null },
    { id: "c", date: "2023-03-01", authorityName: "ACCC", amount: 44_700_000, currency: "AUD" },
    { id: "d", date: "2022-01-01", authorityName: "FTC", amount: 100_000_000, currency: "USD" },
  ];

  it("reads and writes the sort in the address, the default (newest first) leaving no trace", () => {
    expect(readSort(new URLSearchParams(""))).toEqual({ key: "date", dir: "desc" });
    expect(readSort(new URLSearchParams("sort=amount"))).toEqual({ key: "amount", dir: "desc" });
    expect(readSort(new URLSearchParams("sort=authority&dir=desc"))).toEqual({
      key: "authority",
      dir: "desc",
    });
    expect(readSort(new URLSearchParams("sort=nonsense&dir=up"))).toEqual({ key: "date", dir: "desc" });
    expect(
      writeSort(
        { key: "date", dir: "desc" },
        new URLSearchParams("sort=amount&dir=asc&pattern=x"),
      ).toString(),
    ).toBe("pattern=x");
    expect(writeSort({ key: "amount", dir: "asc" }, new URLSearchParams()).toString()).toBe(
      "sort=amount&dir=asc",
    );
  });

  it("sorts by date, by authority and by amount within a currency, with no money last", () => {
    const ids = (key: "date" | "authority" | "amount", dir: "asc" | "desc") =>
      sortRecords(rows, { key, dir }).map((row) => row.id);
    expect(ids("date", "desc")).toEqual(["b", "a", "c", "d"]);
    expect(ids("date", "asc")).toEqual(["d", "c", "a", "b"]);
    expect(ids("authority", "asc")).toEqual(["c", "b", "a", "d"]);
    expect(ids("amount", "desc")).toEqual(["c", "d", "a", "b"]);
    expect(ids("amount", "asc")).toEqual(["c", "a", "d", "b"]);
  });
});
