import { useEffect } from "react";

/**
 * Marks <html> once React has hydrated the page, so browser tests (and curious developers) know the
 * static page is now interactive. The site layout renders it in the last part of the page to hydrate.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
