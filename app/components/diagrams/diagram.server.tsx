import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * A page diagram as static SVG markup, rendered in the route's loader at build time: the drawing
 * reaches the page as HTML in its loader data (like the pattern illustrations and article bodies,
 * ADR 008), so the diagram components never ship as JavaScript.
 */
export function renderDiagram(diagram: ReactElement): string {
  return renderToStaticMarkup(diagram);
}
