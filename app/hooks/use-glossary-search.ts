import { useEffect, useState } from "react";
import { useLocation, useNavigate, useNavigationType, useSearchParams } from "react-router";
import type { GlossaryTerm } from "#app/content/schemas.ts";
import { decodeHash } from "#app/lib/decode-hash.ts";
import { filterGlossary, normalizeQuery } from "#app/lib/glossary-search.ts";
import { useHydrated } from "./use-hydrated.ts";

/**
 * State of the glossary: the search text (kept in the URL as ?q=), the matching terms and
 * the one term whose example is open (opened by a click or by the URL's #anchor).
 *
 * The page is pre-rendered without a query or hash, so the first (hydrating) render uses
 * neither; the URL is applied right after hydration.
 */
export function useGlossarySearch(terms: readonly GlossaryTerm[]) {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();

  const urlQuery = hydrated ? (searchParams.get("q") ?? "") : "";
  const hashId = hydrated ? decodeHash(location.hash) : "";

  // What the visitor typed. It leads the URL by a moment (the URL is updated as a
  // navigation), so the input never loses characters or its caret.
  const [typed, setTyped] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [seenHash, setSeenHash] = useState("");
  const [seenKey, setSeenKey] = useState(location.key);

  // A new #anchor opens its term (on load and whenever the hash changes).
  if (hashId !== seenHash) {
    setSeenHash(hashId);
    if (terms.some((entry) => entry.id === hashId)) setOpenId(hashId);
  }
  // A navigation that is not our own replace (a link to /glossary?q=..., back, forward)
  // makes the URL the source of the search text again.
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== "REPLACE") setTyped(null);
  }

  const query = typed ?? urlQuery;
  const results = filterGlossary(terms, query);

  useEffect(() => {
    if (!hashId) return;
    document.getElementById(hashId)?.scrollIntoView({ block: "start" });
  }, [hashId]);

  function setQuery(value: string) {
    setTyped(value);
    const params = new URLSearchParams(location.search);
    if (normalizeQuery(value) === "") params.delete("q");
    else params.set("q", value);
    const search = params.toString();
    // Replace, not push: typing must not fill the history. The hash is kept, so the
    // layout does not treat the change as a new page.
    const written = navigate(
      { search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
    // An anchor written by toggle() is unknown to the router (see there), so the navigation drops it;
    // it is put back the same way, without a scroll.
    const openedHash = window.location.hash;
    if (openedHash && openedHash !== location.hash)
      void Promise.resolve(written).then(() => restoreHash(openedHash));
  }

  /**
   * Follows a term's disclosure, opened or closed by the visitor or by the browser. An opened
   * term becomes the address's #anchor, so the address bar always holds a link to what is being
   * read. It is written with history.replaceState, not navigate(): React Router's
   * ScrollRestoration scrolls to a location's hash target on every navigation, even with
   * preventScrollReset, which would jump the page away from the term just clicked. Replacing
   * adds no history entry; React Router's own history state is kept, so back and forward still
   * work. Closing a term leaves the anchor: it still names the place being read, and reloading
   * or sharing the address opens that term again.
   */
  function toggle(id: string, isOpen: boolean) {
    setOpenId((current) => (isOpen ? id : current === id ? null : current));
    if (isOpen) restoreHash(`#${encodeURIComponent(id)}`);
  }

  /** Open a term without toggling, e.g. when its link in the index is followed again. */
  function open(id: string) {
    setOpenId(id);
  }

  return { query, setQuery, results, openId, toggle, open, total: terms.length };
}

/** Writes `hash` into the address without a navigation (see toggle in useGlossarySearch). */
function restoreHash(hash: string) {
  if (window.location.hash === hash) return;
  window.history.replaceState(
    window.history.state,
    "",
    `${window.location.pathname}${window.location.search}${hash}`,
  );
}
