import { describe, expect, it } from "vitest";
import { buildLocale, formatDateLocal, formatDateStable } from "./format-date.ts";

describe("formatDateStable", () => {
  it("formats an ISO date the same way wherever the build runs", () => {
    expect(formatDateStable("2025-04-12")).toBe("April 12, 2025");
  });

  it("does not shift the day in time zones west of UTC", () => {
    expect(formatDateStable("2025-01-01")).toBe("January 1, 2025");
  });
});

describe("formatDateLocal", () => {
  it("uses the visitor's locale", () => {
    expect(formatDateLocal("2025-04-12", "de-DE")).toBe("12. April 2025");
    expect(formatDateLocal("2025-04-12", "en-GB")).toBe("12 April 2025");
  });
});

describe("formatDateStable against Intl", () => {
  it("matches Intl's en-US long format for every month", () => {
    for (let month = 1; month <= 12; month++) {
      const iso = `2024-${String(month).padStart(2, "0")}-28`;
      expect(formatDateStable(iso)).toBe(formatDateLocal(iso, buildLocale));
    }
  });
});

describe("formatDateStable with a malformed date", () => {
  it("refuses it loudly instead of printing 'undefined'", () => {
    expect(() => formatDateStable("12/04/2025")).toThrow(/Not an ISO calendar date/);
  });
});
