import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Opens the closed <details> around the address's #target and brings the target into view. Chrome does
 * this by itself when a page loads or an in-page link is followed; this covers client-side navigations
 * (a search result leading to /report#fr) and browsers that do not.
 */
export function useOpenAtHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let target: HTMLElement | null;
    try {
      target = document.getElementById(decodeURIComponent(hash.slice(1)));
    } catch {
      return; // "#%E0" is not an address of anything on the page.
    }
    const details = target?.closest("details");
    if (!target || !details || details.open) return;
    details.open = true;
    target.scrollIntoView({ block: "start" });
  }, [hash]);
}
