import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * Drawing parts shared by the page diagrams. Colours are Tailwind classes on the theme tokens
 * (fill-primary, stroke-border…), never raw colours, so a diagram follows the site's theme (light or
 * dark). The diagrams are rendered to static markup at build time (diagram.server.tsx): none of this
 * reaches the browser as JavaScript. Words that carry meaning live in HTML beside the picture, which
 * the SVG names as its description; text inside the SVG only repeats them, short and ≥ 13 units tall
 * so it stays legible when a 320-unit-wide drawing is shown at 288 px.
 */

export type DiagramProps = {
  /** The SVG's short accessible name. */
  label: string;
  /** Id(s) of the HTML text that describes the diagram in full (space-separated). */
  describedBy: string;
  className?: string;
};

export function DiagramSvg({
  viewBox,
  label,
  describedBy,
  className,
  children,
}: DiagramProps & { viewBox: string; children: ReactNode }) {
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

/** An arrowhead for `markerEnd`; `id` must be unique in the page. */
export function ArrowHead({ id }: { id: string }) {
  return (
    <defs>
      <marker id={id} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto">
        <path d="M0 0 L10 5 L0 10 Z" className="fill-muted-foreground" />
      </marker>
    </defs>
  );
}

/** A numbered node; its number matches an item of the HTML list beside the diagram. */
export function NumberNode({
  n,
  x,
  y,
  r = 20,
  tone = "primary",
}: {
  n: number | string;
  x: number;
  y: number;
  r?: number;
  tone?: "primary" | "highlight";
}) {
  return (
    <g data-node={n}>
      <circle
        cx={x}
        cy={y}
        r={r}
        strokeWidth="3"
        className={cn("stroke-background", tone === "primary" ? "fill-primary" : "fill-highlight")}
      />
      <text
        x={x}
        y={y + r * 0.3}
        textAnchor="middle"
        // At least 13 units: at 320 px a diagram is drawn at 90% and its words stay at 11 px or more.
        fontSize={Math.max(13, Math.round(r * 0.85))}
        fontWeight="700"
        className={tone === "primary" ? "fill-primary-foreground" : "fill-highlight-foreground"}
      >
        {n}
      </text>
    </g>
  );
}

/** A short caption inside the drawing (repeats a word of the HTML text). */
export function Caption({
  x,
  y,
  children,
  anchor = "middle",
  muted = false,
}: {
  x: number;
  y: number;
  children: ReactNode;
  anchor?: "start" | "middle" | "end";
  muted?: boolean;
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      fontSize="14"
      fontWeight={muted ? 400 : 600}
      className={muted ? "fill-muted-foreground" : "fill-foreground"}
    >
      {children}
    </text>
  );
}
