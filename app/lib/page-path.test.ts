import { describe, expect, it } from "vitest";
import { pagePath } from "./page-path.ts";

describe("pagePath", () => {
  it("drops the slash a pre-render request ends with, and keeps the home page's", () => {
    expect(pagePath("/glossary/")).toBe("/glossary");
    expect(pagePath("/enforcement/jurisdiction/us-state/")).toBe("/enforcement/jurisdiction/us-state");
    expect(pagePath("/glossary")).toBe("/glossary");
    expect(pagePath("/")).toBe("/");
  });
});
