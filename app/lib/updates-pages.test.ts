import { describe, expect, it } from "vitest";
import { updatesPageCount, updatesPageNumber, updatesPagePath, updatesPerPage } from "./updates-pages.ts";

describe("/updates in pages", () => {
  it("takes one page for nothing, and one more for each further page's worth of changes", () => {
    expect(updatesPageCount(0)).toBe(1);
    expect(updatesPageCount(updatesPerPage)).toBe(1);
    expect(updatesPageCount(updatesPerPage + 1)).toBe(2);
  });

  it("gives each page one address: /updates, then /updates/page/2 and on", () => {
    expect(updatesPagePath(1)).toBe("/updates");
    expect(updatesPagePath(3)).toBe("/updates/page/3");
    expect(updatesPageNumber(undefined, 3)).toBe(1);
    expect(updatesPageNumber("3", 3)).toBe(3);
    for (const param of ["1", "4", "0", "02", "2.0", "-2", "two", ""])
      expect(updatesPageNumber(param, 3), param).toBeNull();
  });
});
