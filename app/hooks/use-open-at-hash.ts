import { useEffect } from "react";
import { useLocation } from "react-router";
import { decodeHash } from "#app/lib/decode-hash.ts";

/**
 * Opens the closed <details> an address's #target is inside (/report#fr) or holds (/tools#spot-the-pattern)
 * and brings the target into view. Chrome opens the first kind by itself when a page loads or an in-page
 * link is followed; this covers client-side navigations (a search result) and browsers that do not.
 */
export function useOpenAtHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeHash(hash);
    const target = id ? document.getElementById(id) : null;
    const details = target?.closest("details") ?? target?.querySelector("details");
    if (!target || !details || details.open) return;
    details.open = true;
    target.scrollIntoView({ block: "start" });
  }, [hash]);
}
