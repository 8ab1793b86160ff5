import { describe, expect, it } from "vitest";
import { references } from "#app/content/references.ts";
import { shortAuthors } from "./citation.ts";

describe("shortAuthors", () => {
  it("gives one surname for a single author", () => {
    expect(shortAuthors("Brignull, H.")).toBe("Brignull");
  });

  it("joins two authors with an ampersand", () => {
    // Made-up names: a hyphenated surname and two-letter initials, then initials after the second surname.
    expect(shortAuthors("Example-Sample, C. A., & Fixture, N.")).toBe("Example-Sample & Fixture");
    expect(shortAuthors("Placeholder, J., & Testwell, L. J.")).toBe("Placeholder & Testwell");
  });

  it("shortens three or more authors to the first surname and et al.", () => {
    expect(shortAuthors("Sample, A., Example, J., & Fixture, M.")).toBe("Sample et al.");
    expect(shortAuthors("Rixen, J. O., Meinhardt, L.-M., Glöckler, M., & Gugenheimer, J.")).toBe(
      "Rixen et al.",
    );
    // A two-word first surname, and surnames with non-ASCII letters.
    expect(shortAuthors("Van Testen, J., Örnek-Uğur, Z., & Kaan-Örnek, A.")).toBe("Van Testen et al.");
  });

  it("keeps organisations as they are", () => {
    expect(shortAuthors("OECD")).toBe("OECD");
    expect(shortAuthors("Testland Data Protection Board")).toBe("Testland Data Protection Board");
  });

  it("gives a non-empty short form for every listed reference", () => {
    for (const reference of references) {
      const short = shortAuthors(reference.authors);
      expect(short.length).toBeGreaterThan(1);
      expect(short).not.toMatch(/^[A-Z]\.|,$/);
    }
  });
});
