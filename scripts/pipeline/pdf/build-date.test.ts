import { describe, expect, it } from "vitest";
import { buildDate } from "./build-date.ts";

describe("buildDate", () => {
  it("takes SOURCE_DATE_EPOCH when it is set", () => {
    expect(buildDate({ SOURCE_DATE_EPOCH: "1700000000" }).toISOString()).toBe("2023-11-14T22:13:20.000Z");
  });

  it("is the same on every call for one checkout, not the clock", () => {
    const first = buildDate({});
    expect(buildDate({}).getTime()).toBe(first.getTime());
    expect(first.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
