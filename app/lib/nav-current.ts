/**
 * Whether a navigation link is where the visitor is: "page" on its own path, "location" inside its
 * section (a pattern page under Pattern Library, an article under Blog), otherwise undefined. Home
 * has no section: every path starts with "/".
 */
export function navCurrent(path: string, pathname: string): "page" | "location" | undefined {
  if (pathname === path) return "page";
  if (path !== "/" && pathname.startsWith(`${path}/`)) return "location";
  return undefined;
}
