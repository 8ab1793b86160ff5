/**
 * The pattern drawings, by pattern slug: the pages (illustration.server.tsx) and the PDFs, drawings and
 * cards of the pipeline (scripts/pipeline/pdf/print-svg.ts) all find them here. A pattern's two drawings
 * are `{slug}-harmful.tsx` and `{slug}-humane.tsx` beside this file, found by their names: adding a
 * pattern's drawings is adding the two files. Each exports its component, and may export `keyArea`
 * (below). A drawing without its other tone fails the build here; a pattern without drawings fails the
 * pattern library's unit test (app/content/patterns.test.ts). Import it only from server and build code:
 * the drawings reach the browser as rendered HTML, never as JavaScript.
 */
import type { ComponentType } from "react";
import type { IllustrationProps, Tone } from "#app/components/shared/drawing-parts.tsx";

export type Illustration = ComponentType<IllustrationProps>;
export type IllustrationPair = Record<Tone, Illustration>;

/** A drawing's module: its component and, where a page shows only part of it, that part (`keyArea`). */
type DrawingModule = Record<string, unknown> & { keyArea?: string };

const files: Record<Tone, Record<string, DrawingModule>> = {
  harmful: import.meta.glob<DrawingModule>("./*-harmful.tsx", { eager: true }),
  humane: import.meta.glob<DrawingModule>("./*-humane.tsx", { eager: true }),
};

const slugOf = (file: string, tone: Tone) => file.slice("./".length, -`-${tone}.tsx`.length);

function componentOf(module: DrawingModule, file: string): Illustration {
  const component = Object.values(module).find((value) => typeof value === "function");
  if (!component) throw new Error(`illustrations/${file.slice(2)} exports no drawing component`);
  return component as Illustration;
}

function pairs(): Record<string, IllustrationPair> {
  const slugs = new Set(
    (["harmful", "humane"] as const).flatMap((tone) =>
      Object.keys(files[tone]).map((file) => slugOf(file, tone)),
    ),
  );
  const found: Record<string, IllustrationPair> = {};
  for (const slug of [...slugs].sort()) {
    const [harmful, humane] = (["harmful", "humane"] as const).map((tone) => {
      const file = `./${slug}-${tone}.tsx`;
      const module = files[tone][file];
      if (!module)
        throw new Error(`illustrations/${slug}: the ${tone} drawing (${file.slice(2)}) is missing`);
      return componentOf(module, file);
    });
    found[slug] = { harmful: harmful!, humane: humane! };
  }
  return found;
}

export const patternIllustrations: Readonly<Record<string, IllustrationPair>> = pairs();

/**
 * The part of a drawing that makes its point, as a viewBox: where a page shows only that (the home page's
 * example), each drawing it uses exports its `keyArea` beside its component.
 */
export function keyAreaOf(slug: string, tone: Tone): string | undefined {
  return files[tone][`./${slug}-${tone}.tsx`]?.keyArea;
}

/** Both drawings of a pattern, or undefined when the pattern has none. */
export function illustrationsFor(slug: string): IllustrationPair | undefined {
  return Object.hasOwn(patternIllustrations, slug) ? patternIllustrations[slug] : undefined;
}
