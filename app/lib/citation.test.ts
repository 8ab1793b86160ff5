import { describe, expect, it } from "vitest";
import { references } from "~/content/references";
import { shortAuthors } from "./citation";

describe("shortAuthors", () => {
  it("gives one surname for a single author", () => {
    expect(shortAuthors("Brignull, H.")).toBe("Brignull");
  });

  it("joins two authors with an ampersand", () => {
    expect(shortAuthors("Gomez-Uribe, C. A., & Hunt, N.")).toBe("Gomez-Uribe & Hunt");
    expect(shortAuthors("Luguri, J., & Strahilevitz, L. J.")).toBe("Luguri & Strahilevitz");
  });

  it("shortens three or more authors to the first surname and et al.", () => {
    expect(shortAuthors("Mathur, A., Mayer, J., & Kshirsagar, M.")).toBe("Mathur et al.");
    expect(shortAuthors("Rixen, J. O., Meinhardt, L.-M., Glöckler, M., & Gugenheimer, J.")).toBe(
      "Rixen et al.",
    );
    expect(shortAuthors("De Freitas, J., Oğuz-Uğuralp, Z., & Kaan-Uğuralp, A.")).toBe("De Freitas et al.");
  });

  it("keeps organisations as they are", () => {
    expect(shortAuthors("OECD")).toBe("OECD");
    expect(shortAuthors("European Data Protection Board")).toBe("European Data Protection Board");
  });

  it("gives a non-empty short form for every listed reference", () => {
    for (const reference of references) {
      const short = shortAuthors(reference.authors);
      expect(short.length).toBeGreaterThan(1);
      expect(short).not.toMatch(/^[A-Z]\.|,$/);
    }
  });
});
