import { describe, expect, it } from "vitest";
import {
  classifyChoice,
  composite,
  contrastRatio,
  lopsidedSigns,
  parseColour,
  type ControlLook,
} from "./controls.ts";

describe("accept and decline words", () => {
  it.each([
    ["Accept all", "accept"],
    ["I agree", "accept"],
    ["Yes, give me 10% off", "accept"],
    ["Allow all cookies", "accept"],
    ["Reject", "decline"],
    ["Reject all", "decline"],
    ["No thanks, I prefer paying full price", "decline"],
    ["Only necessary cookies", "decline"],
    ["Maybe later", "decline"],
    ["Manage preferences", "decline"],
    ["Read our cookie policy", undefined],
    ["Add to basket and continue shopping with this item in the basket, please, thank you", undefined],
  ])("%s → %s", (label, choice) => {
    expect(classifyChoice(label)).toBe(choice);
  });
});

describe("colours and contrast", () => {
  it("parses computed colours", () => {
    expect(parseColour("rgb(255, 255, 255)")).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour("rgba(0, 0, 0, 0.5)")).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColour("rgb(0 0 0 / 50%)")).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColour("transparent")?.a).toBe(0);
    expect(parseColour("oklch(0.5 0.1 200)")).toBeUndefined();
  });

  it("computes WCAG contrast, with opacity over the background", () => {
    const black = { r: 0, g: 0, b: 0, a: 1 };
    const white = { r: 255, g: 255, b: 255, a: 1 };
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBeCloseTo(1, 5);
    const faint = composite(black, white, 0.3);
    expect(contrastRatio(faint, white)).toBeLessThan(2.5);
    const grey = parseColour("rgb(196, 196, 196)")!;
    expect(contrastRatio(grey, white)).toBeLessThan(2);
  });
});

describe("a decline made smaller or fainter than its accept", () => {
  const accept: ControlLook = { fontSize: 18, area: 204 * 49, contrast: 5.7, opacity: 1 };

  it("finds a tiny faint link beside a big button", () => {
    const reject: ControlLook = { fontSize: 11, area: 40 * 17, contrast: 1.7, opacity: 1 };
    expect(lopsidedSigns(accept, reject)).toEqual(expect.arrayContaining(["font", "area", "contrast"]));
  });

  it("finds a decline faded with opacity", () => {
    expect(lopsidedSigns(accept, { ...accept, opacity: 0.35 })).toContain("opacity");
  });

  it("leaves two equal buttons, and a secondary button or text link of the same type, alone", () => {
    expect(lopsidedSigns(accept, accept)).toEqual([]);
    expect(lopsidedSigns(accept, { fontSize: 18, area: 180 * 49, contrast: 8, opacity: 1 })).toEqual([]);
    // A plain link beside a filled button: a third of its box, but the same type and easy to read.
    expect(lopsidedSigns(accept, { fontSize: 17, area: 90 * 24, contrast: 12, opacity: 1 })).toEqual([]);
  });
});
