/**
 * Visual interference: a "decline" made much smaller or fainter than the "accept" beside it. Pure: the
 * content script measures each control of a pair (computed font size, box, colours, opacity) and asks
 * here whether the pair is lopsided. English words, as the wording rules are.
 */

export type Choice = "accept" | "decline";

const accept =
  /^(?:yes\b.*|ok(?:ay)?|got it|(?:i )?(?:accept|agree|allow|consent)\b.*|continue|subscribe|sign me up\b.*|join\b.*|buy\b.*|add\b.*|upgrade\b.*|claim\b.*|keep\b.*|start\b.*|turn (?:it )?on|enable\b.*)$/i;
const decline =
  /^(?:no\b.*|not now|maybe later|later|skip\b.*|(?:i )?(?:reject|decline|refuse|deny|disagree)\b.*|(?:only |use )?(?:strictly )?(?:necessary|essential)(?: cookies)?(?: only)?|continue without\b.*|manage\b.*|cancel|dismiss|close|turn (?:it )?off|disable\b.*|i (?:don'?t|do not) want\b.*|i prefer\b.*|i(?:'d| would) rather\b.*)$/i;

/** Whether a control's words accept or decline, or neither. */
export function classifyChoice(label: string): Choice | undefined {
  const words = label
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!…]+$/, "");
  if (words.length === 0 || words.length > 60) return undefined;
  if (decline.test(words)) return "decline";
  if (accept.test(words)) return "accept";
  return undefined;
}

export type Rgba = { r: number; g: number; b: number; a: number };

/** A computed colour ("rgb(…)", "rgba(…)", the space-separated forms); undefined for any other form. */
export function parseColour(value: string): Rgba | undefined {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/i.exec(
    value.trim(),
  );
  if (!match) return value.trim() === "transparent" ? { r: 0, g: 0, b: 0, a: 0 } : undefined;
  const [, r, g, b, a, percent] = match;
  const alpha = a === undefined ? 1 : Number(a) / (percent ? 100 : 1);
  return { r: Number(r), g: Number(g), b: Number(b), a: Math.max(0, Math.min(1, alpha)) };
}

/** `top` drawn over an opaque `bottom`, with `top`'s alpha times `opacity`. */
export function composite(top: Rgba, bottom: Rgba, opacity = 1): Rgba {
  const a = top.a * opacity;
  return {
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
    a: 1,
  };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of an opaque colour. */
export function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(one: Rgba, two: Rgba): number {
  const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What the content script measures of one control. */
export type ControlLook = {
  /** Computed font size, px. */
  fontSize: number;
  /** Its box, px². */
  area: number;
  /** Its words against what is behind them (WCAG ratio), with its opacity applied; undefined if unknown. */
  contrast: number | undefined;
  /** Its opacity times its ancestors'. */
  opacity: number;
};

export type LopsidedSign = "font" | "area" | "contrast" | "opacity";

/**
 * The ways `decline` is made smaller or fainter than `accept`, or none. A sign alone is kept only when
 * it is extreme (a decline at 60 % of the accept's type, a seventh of its box, hard to read while the
 * accept is easy, or nearly transparent); otherwise two signs are needed, so a secondary button or a
 * plain text link beside a filled button, the ordinary way to rank two choices, is not a finding.
 */
export function lopsidedSigns(acceptLook: ControlLook, declineLook: ControlLook): LopsidedSign[] {
  const fontRatio = declineLook.fontSize / Math.max(acceptLook.fontSize, 1);
  const areaRatio = declineLook.area / Math.max(acceptLook.area, 1);
  const opacityRatio = declineLook.opacity / Math.max(acceptLook.opacity, 0.01);
  const contrastKnown = declineLook.contrast !== undefined && acceptLook.contrast !== undefined;
  const contrastRatioOf = contrastKnown ? declineLook.contrast! / acceptLook.contrast! : 1;

  const signs: LopsidedSign[] = [];
  const strong: LopsidedSign[] = [];
  if (fontRatio <= 0.8) signs.push("font");
  if (fontRatio <= 0.6) strong.push("font");
  if (areaRatio <= 0.35) signs.push("area");
  if (areaRatio <= 0.15) strong.push("area");
  if (contrastKnown && contrastRatioOf <= 0.6 && declineLook.contrast! < 4.5) signs.push("contrast");
  if (contrastKnown && declineLook.contrast! < 2.5 && acceptLook.contrast! >= 4.5) strong.push("contrast");
  if (opacityRatio <= 0.7) signs.push("opacity");
  if (opacityRatio <= 0.45) strong.push("opacity");
  return signs.length >= 2 || strong.length > 0 ? [...new Set([...signs, ...strong])] : [];
}
