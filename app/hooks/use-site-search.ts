import { useEffect, useState } from "react";
import type { SearchDocument, SearchHit, SiteSearch } from "#app/lib/search.ts";

let loading: Promise<SiteSearch> | undefined;

/**
 * MiniSearch and the index, fetched and built once, on first use (ADR 010): nothing of search is
 * requested on page load. A failed fetch is forgotten, so the next keystroke tries again.
 */
export function loadSiteSearch(): Promise<SiteSearch> {
  loading ??= Promise.all([
    import("#app/lib/search.ts"),
    fetch("/search-index.json").then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchDocument[]>;
    }),
  ]).then(([{ createSiteSearch }, documents]) => createSiteSearch(documents));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export type SiteSearchState =
  | { status: "idle"; hits: [] }
  | { status: "loading"; hits: SearchHit[] }
  | { status: "ready" | "failed"; hits: SearchHit[] };

/** Results for `query`; loads search when `active` first becomes true. */
export function useSiteSearch(query: string, active: boolean, limit?: number) {
  const [search, setSearch] = useState<SiteSearch | null>(null);
  // The query whose load failed: the message shows until the visitor types again, which retries.
  const [failedFor, setFailedFor] = useState<string | null>(null);

  useEffect(() => {
    if (!active || search) return;
    let current = true;
    loadSiteSearch().then(
      (loaded) => current && setSearch(() => loaded),
      () => current && setFailedFor(query),
    );
    return () => {
      current = false;
    };
  }, [active, search, query]);

  if (search) return { status: "ready" as const, hits: query.trim() ? search(query, limit) : [] };
  const failed = failedFor === query;
  return {
    status: failed ? ("failed" as const) : active ? ("loading" as const) : ("idle" as const),
    hits: [],
  };
}
