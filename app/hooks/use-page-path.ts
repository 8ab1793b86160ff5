import { useLocation } from "react-router";
import { pagePath } from "~/lib/page-path";

/** The current page's path, the same in the pre-rendered HTML and in the browser (lib/page-path). */
export function usePagePath(): string {
  return pagePath(useLocation().pathname);
}
