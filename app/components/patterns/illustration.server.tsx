import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IllustrationProps } from "./illustrations/parts";

type IllustrationModule = Record<string, ComponentType<IllustrationProps>>;

const modules = import.meta.glob<IllustrationModule>("./illustrations/*-{harmful,humane}.tsx", {
  eager: true,
});

export type IllustrationTone = "harmful" | "humane";

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
  const module = modules[`./illustrations/${slug}-${tone}.tsx`];
  const Illustration = module
    ? Object.values(module).find((value) => typeof value === "function")
    : undefined;
  if (!Illustration) throw new Error(`No ${tone} illustration for the pattern "${slug}"`);
  return renderToStaticMarkup(<Illustration {...props} />);
}

/** Whether both drawings of a pattern exist (checked by a unit test for every slug). */
export function hasIllustrations(slug: string): boolean {
  return (["harmful", "humane"] as const).every((tone) => `./illustrations/${slug}-${tone}.tsx` in modules);
}
