/**
 * Which clicks on a link the site turns into a client-side navigation: what React Router's `<Link>`
 * decides for each link, decided once for the whole page from the click (issue 56). Anything else is
 * left to the browser: a new tab or window (a modifier key, a middle click, a target), a download, a
 * file (`/enforcement.csv`), a link marked to load as a document, another origin, or a jump within the
 * page the visitor is on, which the browser scrolls to and focuses itself.
 */
export function clientNavigationTarget(
  event: Pick<
    MouseEvent,
    "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented" | "target"
  >,
  current: Pick<Location, "origin" | "pathname" | "search">,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  if (anchor.dataset.document !== undefined) return null;
  const url = new URL(anchor.href);
  if (url.origin !== current.origin) return null;
  // A file of the site (a download, a feed, a PDF) is not a page: the last segment has an extension.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return url.pathname + url.search + url.hash;
}
