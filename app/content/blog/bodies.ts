import { lazy, type ComponentType } from "react";
import type { MDXComponents } from "mdx/types";

type BodyProps = { components?: MDXComponents };

/** One lazily loaded chunk per article body, so a page ships only its own article. */
const loaders = import.meta.glob<{ default: ComponentType<BodyProps> }>("./*.mdx");

export const postBodies: Record<string, ComponentType<BodyProps>> = Object.fromEntries(
  Object.entries(loaders).map(([path, load]) => [path.replace(/^\.\//, "").replace(/\.mdx$/, ""), lazy(load)]),
);
