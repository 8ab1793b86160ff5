import type { ComponentType } from "react";
import type { MDXComponents } from "mdx/types";

export type PostBodyComponent = ComponentType<{ components?: MDXComponents }>;

/**
 * Article bodies, one lazily loaded chunk each, so a page ships only its own
 * article. The article route awaits `loadPostBody` in its loaders (at build
 * time for the pre-render, before a client-side navigation in the browser),
 * so the body renders without suspending: the pre-rendered HTML then holds the
 * article in place rather than in a hidden, script-revealed Suspense segment.
 */
const loaders = import.meta.glob<{ default: PostBodyComponent }>("./*.mdx");

const loadersBySlug = new Map(
  Object.entries(loaders).map(([path, load]) => [path.replace(/^\.\//, "").replace(/\.mdx$/, ""), load]),
);
const loaded = new Map<string, PostBodyComponent>();
const pending = new Map<string, Promise<PostBodyComponent>>();

export function hasPostBody(slug: string): boolean {
  return loadersBySlug.has(slug);
}

/** Starts (or reuses) the import of one article body; resolves once it can render synchronously. */
export function loadPostBody(slug: string): Promise<PostBodyComponent> {
  const existing = pending.get(slug);
  if (existing) return existing;
  const load = loadersBySlug.get(slug);
  if (!load) return Promise.reject(new Error(`No article body for "${slug}"`));
  const promise = load().then((module) => {
    loaded.set(slug, module.default);
    return module.default;
  });
  pending.set(slug, promise);
  return promise;
}

/** The body if its chunk has already loaded, else undefined. */
export function getLoadedPostBody(slug: string): PostBodyComponent | undefined {
  return loaded.get(slug);
}
