/**
 * The pages an article leads to (issue 26.5), computed at build time from what the content already says,
 * never listed by hand per article: the patterns whose pages name the article (`related.articles` in
 * content/patterns/), and the other articles that share the most with it.
 */

export type RelatableArticle = { slug: string; tags: string[]; series?: { id: string } | undefined };
export type RelatablePattern = { slug: string; related: { articles: string[] } };

/** At least this many related articles end every article, and at most this many. */
export const relatedArticleCount = { min: 2, max: 3 } as const;

/** The patterns an article describes: those whose pages list it, in the library's order. */
export function patternsOfArticle<P extends RelatablePattern>(slug: string, patterns: P[]): P[] {
  return patterns.filter((pattern) => pattern.related.articles.includes(slug));
}

/**
 * The other articles closest to `article`: another part of its series counts most, then each pattern
 * both describe, then each shared tag. Ties keep `articles`' order (the blog index's). When fewer than
 * the minimum share anything, the first articles of the index fill up, so no article ends in a dead end.
 */
export function relatedArticles<A extends RelatableArticle>(
  article: A,
  articles: A[],
  patterns: RelatablePattern[],
): A[] {
  const own = new Set(patternsOfArticle(article.slug, patterns).map((pattern) => pattern.slug));
  const score = (other: A) =>
    (article.series && other.series?.id === article.series.id ? 4 : 0) +
    2 * patternsOfArticle(other.slug, patterns).filter((pattern) => own.has(pattern.slug)).length +
    other.tags.filter((tag) => article.tags.includes(tag)).length;
  const others = articles
    .filter((other) => other.slug !== article.slug)
    .map((other, order) => ({ other, order, score: score(other) }));
  const ranked = others
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.other)
    .slice(0, relatedArticleCount.max);
  for (const { other } of others) {
    if (ranked.length >= relatedArticleCount.min) break;
    if (!ranked.includes(other)) ranked.push(other);
  }
  return ranked;
}
