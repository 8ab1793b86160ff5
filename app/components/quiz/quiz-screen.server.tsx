import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IllustrationProps } from "#app/components/shared/drawing-parts.tsx";

type ScreenModule = Record<string, ComponentType<IllustrationProps>>;

const modules = import.meta.glob<ScreenModule>("./screens/*.tsx", { eager: true });

/**
 * A screen drawn for the self-check alone (screens/<name>.tsx, from the library's drawing parts), as
 * static SVG markup at build time, like the library's drawings (illustration.server.tsx).
 */
export function renderQuizScreen(name: string, props: { label: string }): string {
  const module = modules[`./screens/${name}.tsx`];
  const Screen = module ? Object.values(module).find((value) => typeof value === "function") : undefined;
  if (!Screen) throw new Error(`No screen "${name}" in components/quiz/screens/`);
  return renderToStaticMarkup(<Screen {...props} />);
}
