import { describe, expect, it } from "vitest";
import { navCurrent } from "./nav-current.ts";

describe("navCurrent", () => {
  it("marks a link's own path as the page and its section's pages as the location", () => {
    expect(navCurrent("/patterns", "/patterns")).toBe("page");
    expect(navCurrent("/patterns", "/patterns/hidden-costs")).toBe("location");
    expect(navCurrent("/blog", "/blog/ai-neutrality")).toBe("location");
  });

  it("does not mark a path that only shares a prefix, nor Home on every page", () => {
    expect(navCurrent("/patterns", "/patterns-of-play")).toBeUndefined();
    expect(navCurrent("/", "/tools")).toBeUndefined();
    expect(navCurrent("/", "/")).toBe("page");
  });
});
