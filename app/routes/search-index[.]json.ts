import { getSearchDocuments } from "#app/data/search-documents.server.ts";

/**
 * Pre-rendered to /search-index.json: the documents site search indexes (ADR 010). Fetched only
 * when a visitor first uses search, never on page load.
 */
export function loader() {
  return new Response(JSON.stringify(getSearchDocuments()), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
