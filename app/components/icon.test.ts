import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNames } from "#app/content/schemas.ts";
import { uiIconNames } from "./icon-names.ts";

describe("icon styles", () => {
  const css = readFileSync("app/styles/icons.css", "utf8");
  const names = [...iconNames, ...uiIconNames];

  it("has exactly one rule for every content and interface icon name, in the strip's order", () => {
    const rules = [...css.matchAll(/^\.icon-([a-z0-9-]+) \{/gm)].map((match) => match[1]);
    expect(rules).toEqual(names);
  });

  it("draws every icon from one self-contained SVG data URL, so no icon costs a request or an image of its own", () => {
    const urls = [...css.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1]!);
    expect(urls).toHaveLength(1);
    const sprite = decodeURIComponent(urls[0]!);
    expect(urls[0]).not.toMatch(/[<>"#]/);
    expect(sprite).toMatch(
      new RegExp(
        `^data:image/svg\\+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${24 * names.length} 24'`,
      ),
    );
    // Cell i of the strip holds icon i: each icon after the first opens a group 24 units along from the
    // previous icon's, and every group closes only at the end.
    const body = sprite.slice(sprite.indexOf("'>") + 2, -"</svg>".length);
    const opening = "<g transform='translate(24)'>";
    expect(body.split(opening)).toHaveLength(names.length);
    expect(body.slice(0, body.lastIndexOf(opening))).not.toContain("</g>");
    expect(body.endsWith("</g>".repeat(names.length - 1))).toBe(true);
    expect(body.split("</g>")).toHaveLength(names.length);
  });

  it("shows each icon's own cell: the strip is as many boxes wide as it has icons, cell i at i / (n − 1)", () => {
    expect(css).toContain(`mask-size: ${names.length * 100}% 100%;`);
    names.forEach((name, index) => {
      const rule = new RegExp(`^\\.icon-${name} \\{\\n  mask-position: ([\\d.]+)% 0;`, "m").exec(css);
      expect(Number(rule?.[1]), name).toBeCloseTo((index * 100) / (names.length - 1), 5);
    });
  });

  it("reads no custom property: a var() is substituted and parsed again for every icon on the page", () => {
    expect(css).not.toMatch(/var\(|--[a-z]/);
  });
});
