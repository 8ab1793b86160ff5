/**
 * The social cards as SVG, 1200 × 630, in the light theme's colours and the site's typefaces: a pattern
 * page's card shows its two drawings (the harmful screen and the humane one) beside its name; an article's
 * its title and category; a main page's its title and description. resvg draws them (raster.ts). SVG text
 * does not wrap, so titles are broken into lines here, by an estimate of each word's width that errs wide.
 */
import { socialCardSize } from "#app/lib/reuse.ts";
import { fontFamilies } from "../raster/raster.ts";

export type CardColors = Record<
  "background" | "foreground" | "primary" | "muted-foreground" | "accent" | "destructive" | "border",
  string
>;

type Frame = { colors: CardColors; site: string; host: string };

const { width, height } = socialCardSize;
const margin = 72;

const escape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** A generous estimate of a text's advance in ems (Source Serif 4 / Source Sans 3 at weight 600–700). */
function emWidth(text: string): number {
  let total = 0;
  for (const char of text) {
    if (char === " ") total += 0.26;
    else if ("iljtfrI.,:;'’!|()".includes(char)) total += 0.34;
    else if ("mwMW".includes(char)) total += 0.9;
    else if (/[A-Z]/.test(char)) total += 0.68;
    else total += 0.56;
  }
  return total;
}

/** Words broken into lines no wider than `maxWidth` at `size` px. */
function wrap(text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && emWidth(`${last} ${word}`) * size <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The largest of `sizes` at which the text fits in `maxLines` lines, and its lines. */
function fit(text: string, sizes: number[], maxWidth: number, maxLines: number) {
  for (const size of sizes) {
    const lines = wrap(text, size, maxWidth);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1)!;
  const lines = wrap(text, size, maxWidth);
  // Past the last line the words are cut with an ellipsis rather than run off the card.
  return {
    size,
    lines: [
      ...lines.slice(0, maxLines - 1),
      `${lines
        .slice(maxLines - 1)
        .join(" ")
        .slice(0, 40)}…`,
    ],
  };
}

function textBlock(
  lines: string[],
  {
    x,
    y,
    size,
    lineHeight,
    fill,
    family,
    weight,
  }: {
    x: number;
    y: number;
    size: number;
    lineHeight: number;
    fill: string;
    family: string;
    weight: number;
  },
): string {
  const spans = lines
    .map((line, index) => `<tspan x="${x}" y="${y + index * size * lineHeight}">${escape(line)}</tspan>`)
    .join("");
  return `<text font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}">${spans}</text>`;
}

/** The small capitals line above a title; `maxWidth` keeps it to its column (one line, shrunk to fit). */
function eyebrow(
  text: string,
  x: number,
  y: number,
  colors: CardColors,
  maxWidth = width - margin * 2,
): string {
  const upper = text.toUpperCase();
  const size = Math.min(24, Math.floor(maxWidth / (emWidth(upper) + upper.length * 0.1)));
  return `<text x="${x}" y="${y}" font-family="${fontFamilies.sans}" font-size="${size}" font-weight="700" letter-spacing="${size * 0.1}" fill="${colors.primary}">${escape(upper)}</text>`;
}

/** The page, a band of the primary colour down its left edge, and the site's name and address at the foot. */
function frame({ colors, site, host }: Frame, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${colors.background}"/>`,
    `<rect width="20" height="${height}" fill="${colors.primary}"/>`,
    body,
    `<text x="${margin}" y="${height - 56}" font-family="${fontFamilies.serif}" font-size="36" font-weight="700" fill="${colors.foreground}">${escape(site)}<tspan dx="16" font-family="${fontFamilies.sans}" font-size="26" font-weight="600" fill="${colors["muted-foreground"]}">${escape(host)}</tspan></text>`,
    "</svg>",
  ].join("");
}

/** A main page's card: its title, large, and its description. */
export function pageCard(
  f: Frame,
  {
    kicker,
    title,
    description,
    home = false,
  }: {
    /** The page's eyebrow, where its hero has one. */
    kicker: string | undefined;
    title: string;
    description: string;
    /** The home page: name and tagline, larger. */
    home?: boolean;
  },
): string {
  const maxWidth = width - margin * 2;
  const heading = fit(title, home ? [136, 112, 84] : [84, 72, 60], maxWidth, 2);
  const top = home ? 170 : 150;
  const headingBottom = top + (heading.lines.length - 1) * heading.size * 1.1;
  const lead = fit(description, home ? [52, 44, 32] : [32, 28], maxWidth, 3);
  return frame(
    f,
    [
      kicker ? eyebrow(kicker, margin, 96, f.colors) : "",
      textBlock(heading.lines, {
        x: margin,
        y: top + heading.size * 0.6,
        size: heading.size,
        lineHeight: 1.1,
        fill: f.colors.foreground,
        family: fontFamilies.serif,
        weight: 600,
      }),
      textBlock(lead.lines, {
        x: margin,
        y: headingBottom + heading.size * 0.6 + lead.size * 1.1 + 32,
        size: lead.size,
        lineHeight: 1.35,
        fill: f.colors["muted-foreground"],
        family: fontFamilies.sans,
        weight: 400,
      }),
    ].join(""),
  );
}

/** An article's card: its category above its title, set large. */
export function articleCard(f: Frame, { kicker, title }: { kicker: string; title: string }): string {
  const maxWidth = width - margin * 2;
  const heading = fit(title, [80, 68, 58, 50], maxWidth, 4);
  return frame(
    f,
    [
      eyebrow(kicker, margin, 96, f.colors),
      textBlock(heading.lines, {
        x: margin,
        y: 150 + heading.size * 0.6,
        size: heading.size,
        lineHeight: 1.12,
        fill: f.colors.foreground,
        family: fontFamilies.serif,
        weight: 600,
      }),
    ].join(""),
  );
}

/**
 * A pattern's card: its name on the left, its two drawings on the right, each over a caption with the
 * colour the pattern page marks it with (destructive for the harmful screen, primary for the humane one).
 */
export function patternCard(
  f: Frame,
  {
    kicker,
    name,
    harmful,
    humane,
  }: {
    kicker: string;
    name: string;
    harmful: { svg: string; caption: string };
    humane: { svg: string; caption: string };
  },
): string {
  const drawingHeight = 470;
  const drawingWidth = Math.round((drawingHeight * 320) / 564);
  const gap = 36;
  const right = width - 56;
  const columns = [
    { ...humane, x: right - drawingWidth, dot: f.colors.primary },
    { ...harmful, x: right - drawingWidth * 2 - gap, dot: f.colors.destructive },
  ];
  const textWidth = columns[1]!.x - margin - 40;
  const heading = fit(name, [68, 60, 52, 44], textWidth, 4);
  const drawings = columns
    .map(({ svg, caption, x, dot }) => {
      const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
      const viewBox = /viewBox="([^"]+)"/.exec(svg)![1];
      const captionLines = wrap(caption, 22, drawingWidth - 24);
      return [
        `<svg x="${x}" y="36" width="${drawingWidth}" height="${drawingHeight}" viewBox="${viewBox}" font-family="${fontFamilies.sans}">${inner}</svg>`,
        `<circle cx="${x + 7}" cy="${36 + drawingHeight + 36}" r="7" fill="${dot}"/>`,
        textBlock(captionLines, {
          x: x + 22,
          y: 36 + drawingHeight + 44,
          size: 22,
          lineHeight: 1.2,
          fill: f.colors.foreground,
          family: fontFamilies.sans,
          weight: 600,
        }),
      ].join("");
    })
    .join("");
  return frame(
    f,
    [
      eyebrow(kicker, margin, 96, f.colors, textWidth),
      textBlock(heading.lines, {
        x: margin,
        y: 150 + heading.size * 0.6,
        size: heading.size,
        lineHeight: 1.1,
        fill: f.colors.foreground,
        family: fontFamilies.serif,
        weight: 600,
      }),
      drawings,
    ].join(""),
  );
}
