import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { fontsStorageKey } from "./theme.ts";

/**
 * The site's faces without a cost to the first paint (issue 28, ADR 013). A first visit is drawn in the
 * metric-matched fallbacks and stays in them; once the page has loaded, the faces are fetched through the
 * page's own @font-face rules. From then on `data-fonts` on <html> switches the font stacks to them: on
 * the next client-side navigation (before that page paints) and, through the head script, on every later
 * page load, when they come from the cache. No page changes face after its first paint.
 */

/** What `document.fonts.load` fetches: the Latin files every page sets text in, and the italic. */
const faces = ['400 1rem "Source Sans 3"', 'italic 400 1rem "Source Sans 3"', '600 1rem "Source Serif 4"'];

let facesLoaded = false;

export function useWebFonts() {
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    if (facesLoaded) document.documentElement.dataset.fonts = "";
  }, [pathname]);

  useEffect(() => {
    if (document.documentElement.dataset.fonts !== undefined) return;
    const fetchFaces = () =>
      Promise.all(faces.map((face) => document.fonts.load(face)))
        .then((loaded) => {
          if (loaded.some((list) => list.length === 0)) return;
          facesLoaded = true;
          localStorage.setItem(fontsStorageKey, "1");
        })
        // A file that did not arrive, or storage refused: the fallbacks stay, which is what a first visit has.
        .catch(() => {});
    // The first document.fonts.load matches the page's @font-face rules there and then (14 ms on a 2-core
    // machine): in a task of its own once the main thread is idle, not in hydration's last task (ADR 031).
    // Safari has no requestIdleCallback.
    if ("requestIdleCallback" in window) {
      const idle = requestIdleCallback(fetchFaces, { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(fetchFaces, 0);
    return () => clearTimeout(timer);
  }, []);
}
