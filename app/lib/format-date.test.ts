import { describe, expect, it } from "vitest";
import { formatDateLocal, formatDateStable } from "./format-date";

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
