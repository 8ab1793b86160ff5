import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { MDXComponents } from "mdx/types";
import { articleModules } from "#app/content/blog/index.ts";
import { countWords, proseOf, readTime } from "#app/lib/reading-time.ts";
import { mdxComponents } from "./mdx-components.tsx";

type BodyModule = { default: ComponentType<{ components?: MDXComponents }> };

// The articles listed in content/blog/index.ts, by slug, all loaded before any page asks for one.
const modules: Record<string, BodyModule> = Object.fromEntries(
  await Promise.all(
    Object.entries(articleModules).map(async ([slug, load]) => [slug, (await load()) as BodyModule]),
  ),
);

/**
 * An article's body rendered to HTML at build time, with the MDX component whitelist. Articles are
 * static text with no interactive parts, so the page ships their HTML rather than their code: no
 * body JavaScript to download, evaluate or hydrate. It reaches the page as the route's loader data
 * (ADR 008).
 */
export function renderPostBody(slug: string): string {
  const module = modules[slug];
  if (!module) throw new Error(`No article body for "${slug}"`);
  const Body = module.default;
  // MemoryRouter only gives internal links a router to render their plain <a href> in.
  return renderToStaticMarkup(
    <MemoryRouter>
      <Body components={mdxComponents} />
    </MemoryRouter>,
  );
}

/**
 * "9 min read" for an article, from its text as rendered (app/lib/reading-time.ts), so words that
 * components print (callout titles, table cells) count too. The blog index and the article page
 * both call this, so they show the same figure.
 */
export function postReadTime(slug: string): string {
  return readTime(countWords(proseOf(renderPostBody(slug))));
}
