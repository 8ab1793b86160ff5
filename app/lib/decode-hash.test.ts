import { describe, expect, it } from "vitest";
import { decodeHash } from "./decode-hash.ts";

describe("decodeHash", () => {
  it("gives the id a fragment names, decoded", () => {
    expect(decodeHash("#fr")).toBe("fr");
    expect(decodeHash("#dark%20patterns")).toBe("dark patterns");
    expect(decodeHash("")).toBe("");
  });

  it("gives nothing for a fragment that is not valid percent-encoding, rather than throwing", () => {
    expect(decodeHash("#%E0")).toBe("");
  });
});
