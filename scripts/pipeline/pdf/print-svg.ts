/**
 * The site's SVG drawings made printable: the pattern illustrations and the page diagrams are React
 * components coloured with Tailwind classes on the theme tokens (fill-primary…). For the guide PDF
 * each class becomes the token's colour from app/styles/app.css `:root` (the light theme is the print
 * theme), converted from oklch to sRGB hex, and svg-to-pdfkit draws the result as vectors.
 */
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { illustrationsFor } from "#app/components/patterns/illustrations/index.ts";
import type { Pattern } from "#app/content/schemas.ts";

/** An oklch colour (lightness 0–1, chroma, hue in degrees) as sRGB hex, clipped to the sRGB gamut. */
export function oklchToHex(lightness: number, chroma: number, hue: number): string {
  const radians = (hue * Math.PI) / 180;
  const a = chroma * Math.cos(radians);
  const b = chroma * Math.sin(radians);
  // OKLab -> LMS (cubed) -> linear sRGB, with the matrices of Björn Ottosson's OKLab definition.
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return `#${linear
    .map((channel) => {
      const clipped = Math.min(1, Math.max(0, channel));
      const encoded = clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055;
      return Math.round(encoded * 255)
        .toString(16)
        .padStart(2, "0");
    })
    .join("")}`;
}

/**
 * The colour tokens of a stylesheet's `:root` block as hex, by name ("primary": "#…"). Values may
 * be `oklch(L C H)` (L as a number or a percentage), a hex colour or `var(--other-token)`;
 * tokens that are not colours (lengths and the like) are left out. With `"dark"`, the tokens of the
 * `[data-theme="dark"]` block replace the light ones they name (the dark palette only lists what differs).
 */
export function themeColors(css: string, theme: "light" | "dark" = "light"): Record<string, string> {
  const block = /:root\s*{([^}]*)}/.exec(css)?.[1];
  if (!block) throw new Error("No :root block with the theme tokens");
  const dark = theme === "dark" ? /\[data-theme="dark"\]\s*{([^}]*)}/.exec(css)?.[1] : "";
  if (dark === undefined) throw new Error('No [data-theme="dark"] block with the dark theme tokens');
  const raw = new Map(
    [...`${block}${dark}`.matchAll(/--([a-z0-9-]+)\s*:\s*([^;]+);/g)].map((match) => [
      match[1]!,
      match[2]!.trim(),
    ]),
  );
  const resolve = (value: string, seen: Set<string>): string | undefined => {
    const reference = /^var\(--([a-z0-9-]+)\)$/.exec(value)?.[1];
    if (reference) {
      const target = raw.get(reference);
      if (target === undefined || seen.has(reference)) return undefined;
      return resolve(target, new Set([...seen, reference]));
    }
    if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
    const oklch = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)(?:deg)?\s*(?:\/\s*[\d.]+%?\s*)?\)$/.exec(
      value,
    );
    if (!oklch) return undefined;
    const lightness = Number(oklch[1]) / (oklch[2] ? 100 : 1);
    return oklchToHex(lightness, Number(oklch[3]), Number(oklch[4]));
  };
  const colors: Record<string, string> = {};
  for (const [name, value] of raw) {
    const hex = resolve(value, new Set([name]));
    if (hex) colors[name] = hex;
  }
  return colors;
}

/**
 * An illustration's markup made ready for svg-to-pdfkit: each `fill-{token}` / `stroke-{token}`
 * class becomes a `fill` / `stroke` attribute with the token's colour (`fill-none` becomes
 * `fill="none"`; an opacity modifier such as `/70` becomes `fill-opacity`) and other classes (sizing, font) are dropped. A colour class naming an unknown
 * token is an error, so a drawing can never lose a colour silently. Used for the pattern
 * illustrations and the page diagrams alike.
 */
export function illustrationSvg(markup: string, colors: Record<string, string>): string {
  return markup.replace(/ class="([^"]*)"/g, (_, classes: string) =>
    classes
      .split(/\s+/)
      .flatMap((name) => {
        const match = /^(fill|stroke)-(.+?)(?:\/(\d{1,3}))?$/.exec(name);
        if (!match) return [];
        const [, property, token, opacity] = match as unknown as [string, string, string, string | undefined];
        const value = token === "none" ? "none" : colors[token];
        if (!value) throw new Error(`Illustration colour class "${name}" names no colour token of app.css`);
        // Tailwind's opacity modifier (fill-primary/70) as the matching SVG opacity attribute.
        const alpha = opacity === undefined ? "" : ` ${property}-opacity="${Number(opacity) / 100}"`;
        return [` ${property}="${value}"${alpha}`];
      })
      .join(""),
  );
}

/**
 * Both drawings of every pattern as print-ready SVG markup, keyed "{slug}-{tone}". The drawings are
 * found where the pages find them (app/components/patterns/illustrations/index.ts); a pattern
 * without both drawings fails the build.
 */
export function loadIllustrations(
  patternList: readonly Pattern[],
  colors: Record<string, string>,
): Map<string, string> {
  const svgs = new Map<string, string>();
  for (const pattern of patternList) {
    const pair = illustrationsFor(pattern.slug);
    if (!pair) throw new Error(`No illustrations for the pattern "${pattern.slug}"`);
    for (const tone of ["harmful", "humane"] as const) {
      const markup = renderToStaticMarkup(createElement(pair[tone], { label: pattern[tone].label }));
      svgs.set(`${pattern.slug}-${tone}`, illustrationSvg(markup, colors));
    }
  }
  return svgs;
}

/** The width-to-height ratio of an SVG's viewBox. */
export function aspectRatio(svg: string): number {
  const box = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error("A drawing has no viewBox");
  return Number(box[1]) / Number(box[2]);
}

/** The smallest printed size of text wanted on paper: a classroom reads every word at 8 pt (issue 35.4). */
export const smallestPrintedText = 8;

/**
 * The width in points at which a drawing's smallest word prints at `smallest` points: its smallest
 * font size is a share of its viewBox's width, and the drawing scales with the width it is given.
 */
export function legibleWidth(svg: string, smallest = smallestPrintedText): number {
  const box = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+) [\d.]+"/.exec(svg);
  if (!box) throw new Error("A drawing has no viewBox");
  const sizes = [...svg.matchAll(/font-size(?:="|:\s*)([\d.]+)/g)].map((match) => Number(match[1]));
  if (sizes.length === 0) return 0;
  return Math.ceil((smallest * Number(box[1])) / Math.min(...sizes));
}

/** A page diagram (app/components/diagrams/) as print-ready SVG markup. */
export function diagramSvg(diagram: ReactElement, colors: Record<string, string>): string {
  return illustrationSvg(renderToStaticMarkup(diagram), colors);
}
