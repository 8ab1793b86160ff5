import { describe, expect, it } from "vitest";
import { compareCodeUnits, formatNumber, listAnd } from "./english.ts";

describe("listAnd", () => {
  it("joins like Intl.ListFormat's English conjunction", () => {
    const intl = new Intl.ListFormat("en", { type: "conjunction" });
    for (const items of [
      [],
      ["Florida"],
      ["Florida", "North Carolina"],
      ["a", "b", "c"],
      ["a", "b", "c", "d (2)"],
    ]) {
      expect(listAnd(items)).toBe(intl.format(items));
    }
  });
});

describe("formatNumber", () => {
  it("groups thousands and rounds like toLocaleString('en-US')", () => {
    const values = [
      0,
      1,
      12.5,
      12.25,
      12.35,
      8.45,
      0.05,
      1.005,
      2.675,
      99.95,
      33.333,
      66.6666,
      100,
      2e4,
      0.1 + 0.2,
    ];
    const more = [1234, 1234567.891, 562_500, 44_700_000, -3.5, -1234.56, 999.96];
    for (const value of [...values, ...more]) {
      for (const digits of [0, 1, 2]) {
        expect(formatNumber(value, digits), `${value} to ${digits}`).toBe(
          value.toLocaleString("en-US", { maximumFractionDigits: digits }),
        );
      }
    }
  });
});

describe("compareCodeUnits", () => {
  it("orders ISO dates and ids as a sort needs", () => {
    expect(["2025-04-12", "2024-11-03", "2025-01-30"].sort(compareCodeUnits)).toEqual([
      "2024-11-03",
      "2025-01-30",
      "2025-04-12",
    ]);
    expect(compareCodeUnits("ftc-a", "ftc-a")).toBe(0);
  });
});
