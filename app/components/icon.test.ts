import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNames } from "~/content/schemas";
import { uiIconNames } from "./icon-names";

describe("icon styles", () => {
  const css = readFileSync("app/styles/icons.css", "utf8");

  it("has exactly one mask for every content and interface icon name", () => {
    const names = [...css.matchAll(/^\.icon-([a-z0-9-]+) \{/gm)].map((match) => match[1]);
    expect(names).toEqual([...iconNames, ...uiIconNames]);
  });

  it("draws each icon as a self-contained SVG data URL, so no icon costs a request", () => {
    const urls = [...css.matchAll(/--icon: url\("([^"]+)"\);/g)].map((match) => match[1]);
    expect(urls).toHaveLength(iconNames.length + uiIconNames.length);
    for (const url of urls) {
      expect(url).toMatch(
        /^data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24'/,
      );
      expect(url).not.toMatch(/[<>"#]/);
    }
  });
});
