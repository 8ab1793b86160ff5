import { renderToStaticMarkup } from "react-dom/server";
import { illustrationsFor, keyAreaOf } from "./illustrations/index.ts";
import { DrawingMode, type Tone } from "#app/components/shared/drawing-parts.tsx";

export type IllustrationTone = Tone;

export type IllustrationOptions = {
  label: string;
  describedBy?: string;
  className?: string;
  /** Leave out the numbered markers (where no callouts are printed beside the drawing). */
  markers?: boolean;
  /** Words as bars: for thumbnails, where no word could be read (issue 26.2). */
  sketch?: boolean;
  /** Show only the drawing's `keyArea` (exported by its module): the part that makes the point. */
  keyArea?: boolean;
};

/**
 * A pattern's illustration as static SVG markup, rendered at build time: the drawings reach the
 * page as HTML in its loader data (like article bodies, ADR 008), never as JavaScript.
 * `describedBy` is the id of the HTML callout list that describes the picture.
 */
export function renderIllustration(
  slug: string,
  tone: IllustrationTone,
  { markers = true, sketch = false, keyArea = false, ...props }: IllustrationOptions,
): string {
  const Illustration = illustrationsFor(slug)?.[tone];
  if (!Illustration) throw new Error(`No ${tone} illustration for the pattern "${slug}"`);
  const crop = keyArea ? keyAreaOf(slug, tone) : undefined;
  if (keyArea && !crop) throw new Error(`The ${tone} drawing of "${slug}" has no keyArea`);
  return renderToStaticMarkup(
    <DrawingMode.Provider value={{ markers, sketch }}>
      <Illustration {...props} {...(crop ? { crop } : {})} />
    </DrawingMode.Provider>,
  );
}

const markerPattern = /<g aria-hidden="true" data-marker="\d+">[\s\S]*?<\/g>/g;

/**
 * A drawing's markup split into the picture without its numbered markers and the markers alone, so a
 * page can add them only once they no longer give anything away (the self-check, issue 26.3).
 */
export function splitMarkers(svg: string): { svg: string; markers: string } {
  return { svg: svg.replace(markerPattern, ""), markers: (svg.match(markerPattern) ?? []).join("") };
}

/** Whether both drawings of a pattern exist (checked by a unit test for every slug). */
export function hasIllustrations(slug: string): boolean {
  return illustrationsFor(slug) !== undefined;
}
