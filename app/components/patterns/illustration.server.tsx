import { renderToStaticMarkup } from "react-dom/server";
import { illustrationsFor } from "./illustrations";
import type { Tone } from "./illustrations/parts";

export type IllustrationTone = Tone;

/**
 * A pattern's illustration as static SVG markup, rendered at build time: the drawings reach the
 * page as HTML in its loader data (like article bodies, ADR 008), never as JavaScript.
 * `describedBy` is the id of the HTML callout list that describes the picture.
 */
export function renderIllustration(
  slug: string,
  tone: IllustrationTone,
  props: { label: string; describedBy?: string; className?: string },
): string {
  const Illustration = illustrationsFor(slug)?.[tone];
  if (!Illustration) throw new Error(`No ${tone} illustration for the pattern "${slug}"`);
  return renderToStaticMarkup(<Illustration {...props} />);
}

/** Whether both drawings of a pattern exist (checked by a unit test for every slug). */
export function hasIllustrations(slug: string): boolean {
  return illustrationsFor(slug) !== undefined;
}
