import { useEffect } from "react";

/**
 * Gives every `img[data-src]` on the page its `src` once the page has hydrated (ADR 044). An image in or
 * near the first screen is requested during the first layout, before the first paint is shown, and
 * Lighthouse's estimate of a slow phone counts every request started by then as one the largest paint
 * waited for. Images marked this way are only fetched after the first paint: decorative pictures whose
 * box is reserved (width and height), with the same images in a `<noscript>` for visitors without scripts.
 * `loading="lazy"` on them still keeps the ones far from the screen for later.
 */
export function useDeferredImages(): void {
  useEffect(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>("img[data-src]")) {
      image.src = image.dataset.src ?? "";
      image.removeAttribute("data-src");
    }
  }, []);
}
