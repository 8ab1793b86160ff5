import { describe, expect, it } from "vitest";
import { capitalNumberWord, numberWord } from "./number-words.ts";

describe("lib/number-words", () => {
  it("spells whole numbers as the copy does", () => {
    expect(numberWord(0)).toBe("zero");
    expect(numberWord(13)).toBe("thirteen");
    expect(numberWord(20)).toBe("twenty");
    expect(numberWord(21)).toBe("twenty-one");
    expect(capitalNumberWord(17)).toBe("Seventeen");
  });

  it("refuses what it cannot spell", () => {
    expect(() => numberWord(100)).toThrow();
    expect(() => numberWord(-1)).toThrow();
    expect(() => numberWord(1.5)).toThrow();
  });
});
