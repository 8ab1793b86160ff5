import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size.ts";

describe("formatFileSize", () => {
  it("writes kilobytes as a whole number, never zero", () => {
    expect(formatFileSize(0)).toBe("1 KB");
    expect(formatFileSize(300)).toBe("1 KB");
    expect(formatFileSize(192_506)).toBe("188 KB");
    expect(formatFileSize(999 * 1024)).toBe("999 KB");
  });

  it("switches to megabytes, with one decimal under 10 MB", () => {
    expect(formatFileSize(1000 * 1024)).toBe("1.0 MB");
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe("1.3 MB");
    expect(formatFileSize(12.4 * 1024 * 1024)).toBe("12 MB");
  });

  it("refuses what is not a size", () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
  });
});
