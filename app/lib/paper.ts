import { useSyncExternalStore } from "react";
import type { PaperSize } from "#app/site.config.ts";

/** One PDF in one paper size, as its link shows it: where it is, how big, how many pages. */
export type PaperFile = { href: string; size: string; pages: number };
/** Every PDF the site offers comes in both sizes (issue 35.4). */
export type PaperFiles = Record<PaperSize, PaperFile>;

/**
 * US Letter for visitors whose browser language is US English, A4 for everyone else: a choice made
 * from what the browser already says, with no request to anyone, and the other size always offered.
 */
export function paperForLanguage(language: string | undefined): PaperSize {
  return language?.toLowerCase() === "en-us" ? "letter" : "a4";
}

export const otherPaper = (paper: PaperSize): PaperSize => (paper === "a4" ? "letter" : "a4");

function subscribe(onChange: () => void) {
  window.addEventListener("languagechange", onChange);
  return () => window.removeEventListener("languagechange", onChange);
}

/**
 * The paper to offer first. The pre-rendered page (and a visitor without JavaScript) offers A4 first;
 * after hydration React re-renders with the browser's language, as useSyncExternalStore does when the
 * server's snapshot differs from the client's.
 */
export function usePreferredPaper(): PaperSize {
  return useSyncExternalStore(
    subscribe,
    () => paperForLanguage(navigator.language),
    () => "a4",
  );
}
