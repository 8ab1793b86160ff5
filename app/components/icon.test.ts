import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNames } from "~/content/schemas";
import { uiIconNames } from "./icon-names";

describe("icon sprite", () => {
  it("has exactly one symbol for every content and interface icon name", () => {
    const sprite = readFileSync("app/components/icons.svg", "utf8");
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual([...iconNames, ...uiIconNames]);
  });
});
