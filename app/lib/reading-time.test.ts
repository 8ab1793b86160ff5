import { describe, expect, it } from "vitest";
import { countWords, proseOf, readTime, wordsPerMinute } from "./reading-time.ts";

describe("countWords", () => {
  it("counts words, not punctuation, dashes or numbers' separators", () => {
    expect(countWords("Every example you test was written by somebody.")).toBe(8);
    expect(countWords("Nudge – or sludge? It's 2025, and people's feeds…")).toBe(8);
    expect(countWords("   ")).toBe(0);
  });
});

describe("readTime", () => {
  it("rounds up at the stated rate, with a minimum of one minute", () => {
    expect(wordsPerMinute).toBe(238);
    expect(readTime(0)).toBe("1 min read");
    expect(readTime(238)).toBe("1 min read");
    expect(readTime(239)).toBe("2 min read");
    expect(readTime(238 * 14)).toBe("14 min read");
  });
});

describe("proseOf", () => {
  it("keeps the words a reader reads, and drops tags, citation marks and the reference list", () => {
    const html =
      '<p>Defaults <em>matter</em><sup><a href="#ref-1">[1]</a></sup>.</p><h2>References</h2><ol class="refs"><li id="ref-1">Thaler, R. (2008). Nudge.</li></ol>';
    expect(countWords(proseOf(html))).toBe(3);
    expect(proseOf(html)).not.toContain("Thaler");
  });
});
