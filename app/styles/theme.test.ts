import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The palettes of app.css, checked numerically: WCAG contrast of every text/background pair the
 * components use, in the light and the dark theme, and the two copies of the dark palette (system
 * preference, visitor's choice) kept identical.
 */
const css = readFileSync(path.join(import.meta.dirname, "app.css"), "utf8");

function tokens(block: string): Map<string, string> {
  return new Map(
    [...block.matchAll(/--([a-z-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]),
  );
}
const light = tokens(/:root\s*{([^}]*)}/.exec(css)![1]!);
const darkBySystem = tokens(/:root:not\(\[data-theme="light"\]\)\s*{([^}]*)}/.exec(css)![1]!);
const darkByChoice = tokens(/\[data-theme="dark"\]\s*{([^}]*)}/.exec(css)![1]!);

/** Relative luminance of an `oklch(L C h)` colour (OKLab → linear sRGB, clipped to the gamut). */
function luminance(value: string): number {
  const match = /^oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)$/.exec(value);
  if (!match) throw new Error(`Not an oklch() colour: ${value}`);
  const [lightness, chroma, hue] = match.slice(1).map(Number) as [number, number, number];
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const [red, green, blue] = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((channel) => Math.min(1, Math.max(0, channel))) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(palette: Map<string, string>, foreground: string, background: string): number {
  const resolve = (name: string): string => {
    const value = palette.get(name) ?? light.get(name);
    if (!value) throw new Error(`No token --${name}`);
    const reference = /^var\(--([a-z-]+)\)$/.exec(value);
    return reference ? resolve(reference[1]!) : value;
  };
  const [high, low] = [luminance(resolve(foreground)), luminance(resolve(background))].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** [text or mark, background, minimum ratio]: 4.5 for text, 3 for input borders and the focus ring. */
const pairs: [string, string, number][] = [
  ["foreground", "background", 4.5],
  ["foreground", "card", 4.5],
  ["foreground", "muted", 4.5],
  ["muted-foreground", "background", 4.5],
  ["muted-foreground", "card", 4.5],
  ["muted-foreground", "muted", 4.5],
  ["primary", "background", 4.5],
  ["primary", "card", 4.5],
  ["primary", "muted", 4.5],
  ["primary", "accent", 4.5],
  ["primary-foreground", "primary", 4.5],
  ["primary-foreground", "primary-hover", 4.5],
  ["secondary-foreground", "secondary", 4.5],
  ["secondary-foreground", "secondary-hover", 4.5],
  ["accent-foreground", "accent", 4.5],
  ["foreground", "accent", 4.5],
  ["highlight-foreground", "highlight", 4.5],
  ["destructive", "background", 4.5],
  ["destructive", "card", 4.5],
  ["destructive-foreground", "destructive", 4.5],
  ["input", "background", 3],
  ["input", "card", 3],
  ["ring", "background", 3],
  ...(["case-teal", "case-amber", "case-violet", "case-rose"] as const).flatMap(
    (tint): [string, string, number][] => [
      ["foreground", tint, 4.5],
      ["muted-foreground", tint, 4.5],
      ["primary", tint, 4.5],
    ],
  ),
];

describe.each([
  ["light", light],
  ["dark", darkBySystem],
])("the %s palette", (_name, palette) => {
  it.each(pairs)("%s on %s reaches %d:1", (foreground, background, minimum) => {
    expect(contrast(palette, foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});

it("the dark palette is the same whether the system or the visitor chose it", () => {
  expect(darkBySystem.size).toBeGreaterThan(20);
  expect([...darkByChoice]).toEqual([...darkBySystem]);
});

it("the dark palette sets every colour token of the light one", () => {
  const colours = [...light].filter(([, value]) => value.startsWith("oklch(")).map(([name]) => name);
  expect(colours.filter((name) => !darkBySystem.has(name))).toEqual([]);
});

/*
 * The browser sweep (tests/e2e/routes.spec.ts) runs axe's colour rules only in the dark theme, because
 * the dark theme changes colours and nothing else. These keep that true: a dark block that set a size
 * or a display, or a `dark:` utility that hid or moved something, would need every rule run in both.
 */
it("the dark theme changes colours only", () => {
  const darkBlocks = [
    /:root:not\(\[data-theme="light"\]\)\s*{([^}]*)}/.exec(css)![1]!,
    /\[data-theme="dark"\]\s*{([^}]*)}/.exec(css)![1]!,
  ];
  for (const block of darkBlocks) {
    const properties = [...block.matchAll(/([a-z-]+)\s*:/g)].map((match) => match[1]!);
    expect(properties.filter((name) => !name.startsWith("--") && name !== "color-scheme")).toEqual([]);
    const values = [...block.matchAll(/--[a-z-]+:\s*([^;]+);/g)].map((match) => match[1]!.trim());
    expect(values.filter((value) => !/^(oklch\(|var\(--)/.test(value))).toEqual([]);
  }
  const sources = [...globSync("app/**/*.{ts,tsx,mdx,css}").filter((file) => !file.endsWith(".test.ts"))].map(
    (file) => [file, readFileSync(file, "utf8")] as const,
  );
  const colourUtility =
    /^(text|bg|border|fill|stroke|decoration|ring|outline|shadow|placeholder|caret|accent|from|via|to)-/;
  const layoutDark = sources.flatMap(([file, text]) =>
    [...text.matchAll(/\bdark:([\w[\]/.#%-]+)/g)]
      .map((match) => match[1]!)
      .filter((utility) => !colourUtility.test(utility))
      .map((utility) => `${file}: dark:${utility}`),
  );
  // The one exception (ADR 044): /patterns' thumbnails are image files, which cannot follow the theme, so
  // a card shows the file of the theme in use. Both are decorative (`alt=""` inside `aria-hidden`) and
  // fill the same fixed box (tests/build/pattern-thumbnails.test.ts), so nothing axe checks and nothing
  // on the page moves with the swap.
  const imageSwap = ["dark:hidden", "dark:block"].map(
    (utility) => `app/components/patterns/pattern-card.tsx: ${utility}`,
  );
  expect(layoutDark.filter((entry) => !imageSwap.includes(entry))).toEqual([]);
  expect(layoutDark.filter((entry) => imageSwap.includes(entry))).toEqual(imageSwap);
});
