import { useLocation } from "react-router";
import { pagePath } from "#app/lib/page-path.ts";

/** The current page's path, the same in the pre-rendered HTML and in the browser (lib/page-path). */
export function usePagePath(): string {
  return pagePath(useLocation().pathname);
}
