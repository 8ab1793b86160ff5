import { createContext } from "react";

/**
 * An article's body is static HTML rendered from MDX at build time (ADR 008). It has one home: the
 * article's own pre-rendered page. It is deliberately not in the route's loader data, because loader
 * data is also inlined into that page for hydration, which would put the whole text in the HTML twice.
 */

/** The attribute, set to the article's slug, on the element that holds the body (blog-post.tsx). */
const articleBodyAttribute = "data-article-body";

/** Set only while pre-rendering (entry.server.tsx): renders a body from its MDX source. */
export const ArticleBodyRenderer = createContext<((slug: string) => string) | null>(null);

/** The body of the article `slug` as it stands in `root`, or null when `root` does not hold it. */
export function articleBodyIn(root: ParentNode, slug: string): string | null {
  return root.querySelector(`[${articleBodyAttribute}="${CSS.escape(slug)}"]`)?.innerHTML ?? null;
}

/**
 * For a client-side navigation: fetches the article's pre-rendered page and takes the body from it.
 * Null when the page cannot be had, so the caller can fall back to loading it as a document.
 */
export async function fetchArticleBody(
  path: string,
  slug: string,
  signal: AbortSignal,
): Promise<string | null> {
  try {
    const response = await fetch(path, { signal, headers: { Accept: "text/html" } });
    if (!response.ok) return null;
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    return articleBodyIn(page, slug);
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}
