import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageCopy } from "./index.ts";

describe("the pages' copy (index.ts)", () => {
  it("lists every file of the folder, by its name", () => {
    const files = readdirSync(import.meta.dirname)
      .filter((file) => file.endsWith(".ts") && file !== "index.ts" && !file.endsWith(".test.ts"))
      .map((file) => file.slice(0, -".ts".length))
      .sort();
    expect(Object.keys(pageCopy).sort()).toEqual(files);
  });
});
