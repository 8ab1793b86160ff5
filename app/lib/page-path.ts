/**
 * A page's path as the site writes it, without a trailing slash ("/" stays "/"). React Router
 * pre-renders each page by requesting `/path/`, and since its trailing-slash-aware requests (a v8
 * default) the location it renders with keeps that slash, while the browser hydrates at `/path` (both
 * servers redirect `/path/` there). Whatever renders from the path reads it through this, so the
 * pre-rendered HTML and the hydrating render agree.
 */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}
