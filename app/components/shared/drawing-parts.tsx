import { createContext, useContext, type ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

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
  /** Shows only this part of the drawing ("x y width height" in its own units). */
  crop?: string;
};

/**
 * How a drawing is rendered (illustration.server.tsx): `markers: false` leaves the numbered markers out;
 * `sketch` draws every word as a bar of its length, for thumbnails too small for words to be read.
 */
export const DrawingMode = createContext<{ markers: boolean; sketch: boolean }>({
  markers: true,
  sketch: false,
});

export type Tone = "harmful" | "humane";

/** Screen area inside the phone frame: x 16–304, y 44–548 (288 × 504). */
export const phoneScreen = { x: 16, y: 44, width: 288, height: 504 } as const;

function Svg({
  viewBox,
  crop,
  label,
  describedBy,
  className,
  children,
}: IllustrationProps & { viewBox: string; children: ReactNode }) {
  return (
    <svg
      viewBox={crop ?? viewBox}
      role="img"
      aria-label={label}
      data-drawing=""
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
      <Label x={30} y={35} weight={600} className="fill-muted-foreground">
        9:41
      </Label>
      {children}
    </Svg>
  );
}

/**
 * A numbered marker that matches the n-th callout printed beside the picture. Harmful
 * screens use the destructive colour, humane ones the primary colour.
 */
export function Marker({ n, x, y, tone }: { n: number; x: number; y: number; tone: Tone }) {
  const mode = useContext(DrawingMode);
  if (!mode.markers || mode.sketch) return null;
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

/**
 * Real interface text. Keep it short and at least 13 units: a phone drawing is never shown narrower than
 * 272 px (pattern-figure.tsx, the self-check), where 13 units render at 11 CSS px
 * (tests/e2e/drawing-legibility.spec.ts).
 */
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
  const mode = useContext(DrawingMode);
  if (mode.sketch)
    return <WordBar x={x} y={y} size={size} anchor={anchor} text={children} className={className} />;
  return (
    <text x={x} y={y} fontSize={size} fontWeight={weight} textAnchor={anchor} className={className}>
      {children}
    </text>
  );
}

/** A word drawn as a bar about as long as the text would be, in the text's colour, half see-through. */
function WordBar({
  x,
  y,
  size,
  anchor,
  text,
  className,
}: {
  x: number;
  y: number;
  size: number;
  anchor: "start" | "middle" | "end";
  text: ReactNode;
  className: string;
}) {
  const length = (Array.isArray(text) ? text.join("") : String(text ?? "")).length;
  const width = Math.max(size, length * size * 0.55);
  const left = anchor === "start" ? x : anchor === "middle" ? x - width / 2 : x - width;
  const height = size * 0.6;
  return (
    <rect
      x={left}
      y={y - size * 0.7}
      width={width}
      height={height}
      rx={height / 2}
      opacity={0.55}
      className={className}
    />
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
      <Label
        x={x + width / 2}
        y={y + height / 2 + 5}
        anchor="middle"
        size={variant === "faint" ? 13 : 14}
        weight={variant === "faint" ? 400 : 600}
        className={ink}
      >
        {label}
      </Label>
    </g>
  );
}

/**
 * A chat message: the user's on the right in the primary colour, the assistant's on the left on muted.
 * The AI family's drawings share it; a drawing whose lines are longer passes wider `widths`.
 */
export function ChatBubble({
  y,
  lines,
  from,
  widths = { user: 180, ai: 206 },
}: {
  y: number;
  lines: string[];
  from: "user" | "ai";
  widths?: { user: number; ai: number };
}) {
  const width = widths[from];
  const x = from === "user" ? 288 - width : 32;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={lines.length * 18 + 14}
        rx="14"
        className={from === "user" ? "fill-primary" : "fill-muted"}
      />
      {lines.map((line, index) => (
        <Label
          key={line}
          x={x + 12}
          y={y + 23 + index * 18}
          className={from === "user" ? "fill-primary-foreground" : "fill-foreground"}
        >
          {line}
        </Label>
      ))}
    </g>
  );
}

/** The top of a chat screen: a back arrow, the contact's avatar and name; `children` draw the status under the name. */
export function ChatHeader({
  name,
  avatarClassName,
  children,
}: {
  name: string;
  avatarClassName: "fill-secondary" | "fill-highlight";
  children: ReactNode;
}) {
  return (
    <>
      <path
        d="M36 64 l-8 8 l8 8"
        fill="none"
        className="stroke-foreground"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <circle cx="62" cy="72" r="14" className={avatarClassName} />
      <Label x={86} y={70} size={15} weight={700}>
        {name}
      </Label>
      {children}
    </>
  );
}
