/**
 * The query as search uses it. Apart from app/lib/search.ts so that the search controls can tidy
 * what is typed without loading MiniSearch, which is imported only when search is first used.
 */
/** Longer input is cut here: no query needs more, and a long paste must not cost a long task. */
export const maxQueryLength = 200;

export function normalizeQuery(query: string): string {
  return query.slice(0, maxQueryLength).replace(/\s+/g, " ").trim();
}
