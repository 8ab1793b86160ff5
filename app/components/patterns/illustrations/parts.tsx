import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * Drawing parts shared by the pattern illustrations, so every mock-up has the same device,
 * type and markers. Colours are Tailwind classes on the theme tokens (fill-card, fill-primary…),
 * so the drawings follow the site's theme. Illustrations are rendered to HTML at build time
 * (never shipped as JavaScript), inline in the page.
 */

export type IllustrationProps = {
  /** The SVG's short accessible name. */
  label: string;
  /** Id of the HTML callout list that describes the picture in full. */
  describedBy?: string;
  className?: string;
};

export type Tone = "harmful" | "humane";

/** Screen area inside the phone frame: x 16–304, y 44–548 (288 × 504). */
export const phoneScreen = { x: 16, y: 44, width: 288, height: 504 } as const;
/** Screen area inside the browser frame: x 0–560, y 36–360 (560 × 324). */
export const browserScreen = { x: 0, y: 36, width: 560, height: 324 } as const;

function Svg({
  viewBox,
  label,
  describedBy,
  className,
  children,
}: IllustrationProps & { viewBox: string; children: ReactNode }) {
  return (
    <svg
      viewBox={viewBox}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      className={cn("h-auto w-full font-sans", className)}
      xmlns="http://www.w3.org/2000/svg"
    >
      {children}
    </svg>
  );
}

/** A phone, 320 × 564, with a status bar; draw the screen's content inside `phoneScreen`. */
export function PhoneFrame({ children, ...props }: IllustrationProps & { children: ReactNode }) {
  return (
    <Svg viewBox="0 0 320 564" {...props}>
      {/* The device's own colour, not the text colour, so the phone stays dark in the dark theme; the
          border-coloured edge keeps its outline on a dark page. */}
      <rect
        x="2"
        y="2"
        width="316"
        height="560"
        rx="36"
        className="fill-device stroke-border"
        strokeWidth="2"
      />
      <rect x="16" y="16" width="288" height="532" rx="24" className="fill-card" />
      <rect x="128" y="24" width="64" height="10" rx="5" className="fill-device" />
      <text x="32" y="34" fontSize="11" fontWeight="600" className="fill-muted-foreground">
        9:41
      </text>
      {children}
    </Svg>
  );
}

/** A browser window, 560 × 360, with an address bar; draw inside `browserScreen`. */
export function BrowserFrame({
  children,
  address = "shop.example",
  ...props
}: IllustrationProps & { children: ReactNode; address?: string }) {
  return (
    <Svg viewBox="0 0 560 360" {...props}>
      <rect x="0.5" y="0.5" width="559" height="359" rx="10" className="fill-card stroke-border" />
      <path d="M0.5 36 H559.5" className="stroke-border" />
      <circle cx="18" cy="18" r="5" className="fill-border" />
      <circle cx="34" cy="18" r="5" className="fill-border" />
      <circle cx="50" cy="18" r="5" className="fill-border" />
      <rect x="72" y="9" width="320" height="18" rx="9" className="fill-muted" />
      <text x="84" y="22" fontSize="11" className="fill-muted-foreground">
        {address}
      </text>
      {children}
    </Svg>
  );
}

/**
 * A numbered marker that matches the n-th callout printed beside the picture. Harmful
 * screens use the destructive colour, humane ones the primary colour.
 */
export function Marker({ n, x, y, tone }: { n: number; x: number; y: number; tone: Tone }) {
  return (
    <g aria-hidden="true" data-marker={n}>
      <circle
        cx={x}
        cy={y}
        r="13"
        className={cn("stroke-card", tone === "harmful" ? "fill-destructive" : "fill-primary")}
        strokeWidth="3"
      />
      <text
        x={x}
        y={y + 5}
        textAnchor="middle"
        fontSize="14"
        fontWeight="700"
        className={tone === "harmful" ? "fill-destructive-foreground" : "fill-primary-foreground"}
      >
        {n}
      </text>
    </g>
  );
}

/** A grey bar standing for text that does not matter to the point. */
export function TextLine({
  x,
  y,
  width,
  height = 8,
}: {
  x: number;
  y: number;
  width: number;
  height?: number;
}) {
  return <rect x={x} y={y} width={width} height={height} rx={height / 2} className="fill-muted" />;
}

/** Real interface text; keep it short so it stays legible on a 320 px screen (font size ≥ 12). */
export function Label({
  x,
  y,
  children,
  size = 13,
  weight = 400,
  anchor = "start",
  className = "fill-foreground",
}: {
  x: number;
  y: number;
  children: ReactNode;
  size?: number;
  weight?: 400 | 600 | 700;
  anchor?: "start" | "middle" | "end";
  className?: string;
}) {
  return (
    <text x={x} y={y} fontSize={size} fontWeight={weight} textAnchor={anchor} className={className}>
      {children}
    </text>
  );
}

/** A button in the mock-up: filled (primary action) or plain (secondary). */
export function MockButton({
  x,
  y,
  width,
  height = 40,
  label,
  variant = "filled",
}: {
  x: number;
  y: number;
  width: number;
  height?: number;
  label: string;
  variant?: "filled" | "outline" | "faint";
}) {
  const box =
    variant === "filled" ? "fill-primary" : variant === "outline" ? "fill-card stroke-input" : "fill-none";
  const ink =
    variant === "filled"
      ? "fill-primary-foreground"
      : variant === "outline"
        ? "fill-foreground"
        : "fill-muted-foreground";
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx="8" className={box} />
      <text
        x={x + width / 2}
        y={y + height / 2 + 5}
        textAnchor="middle"
        fontSize={variant === "faint" ? 12 : 14}
        fontWeight={variant === "faint" ? 400 : 600}
        className={ink}
      >
        {label}
      </text>
    </g>
  );
}
