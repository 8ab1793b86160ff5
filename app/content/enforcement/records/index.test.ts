import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { recordData, recordFiles } from "./index.ts";

describe("the record files (index.ts)", () => {
  it("list every file of the folder, by its name", () => {
    const files = readdirSync(import.meta.dirname)
      .filter((file) => file.endsWith(".ts") && file !== "index.ts" && !file.endsWith(".test.ts"))
      .map((file) => file.slice(0, -".ts".length))
      .sort();
    expect(Object.keys(recordFiles).sort()).toEqual(files);
  });

  it("make up the record, every record once", () => {
    expect(recordData).toHaveLength(Object.values(recordFiles).reduce((sum, list) => sum + list.length, 0));
    expect(new Set(recordData.map((record) => record.id)).size).toBe(recordData.length);
  });
});
