import { useContext } from "react";
import { ArticleBodyRenderer, articleBodyIn } from "~/lib/article-body";

// Bodies read from the hydrated page, so re-renders do not serialise the DOM again.
const readFromPage = new Map<string, string>();

/**
 * The HTML of an article's body, from wherever this render finds it: fetched with a client-side
 * navigation (`loaded`), rendered from MDX while pre-rendering, or, while hydrating a pre-rendered
 * article, read back from the page itself, so React keeps the markup it finds.
 */
export function useArticleBody(slug: string, loaded: string | undefined): string {
  const render = useContext(ArticleBodyRenderer);
  if (loaded !== undefined) return loaded;
  if (render) return render(slug);
  const cached = readFromPage.get(slug);
  if (cached !== undefined) return cached;
  const html = articleBodyIn(document, slug);
  if (html === null) return "";
  readFromPage.set(slug, html);
  return html;
}
