/**
 * The visitor's colour theme. "system" follows the operating system (`prefers-color-scheme`, in CSS
 * alone); "light" or "dark" is a choice made in the header, kept in localStorage (the only thing the
 * site stores, docs/decisions/011-dark-theme.md) and applied as `data-theme` on <html>, which the
 * palettes in app/styles/app.css read.
 */
export const themeChoices = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeStorageKey = "attune-theme";

/** Set once the site's faces are cached (app/lib/web-fonts.ts); read by the head script below. */
export const fontsStorageKey = "attune-fonts";

/**
 * Inline in <head> (root.tsx), so a stored choice applies before the first paint: no flash of the
 * other theme. It also switches to the site's faces once they are cached (app/lib/web-fonts.ts).
 * Classic and synchronous on purpose; postbuild.ts hashes it into each page's Content-Security-Policy.
 * Storage can throw (blocked, private modes): the system theme and the fallback faces are then kept.
 */
export const themeScript = `try{var d=document.documentElement.dataset,s=localStorage,t=s.getItem(${JSON.stringify(themeStorageKey)});if(t==="light"||t==="dark")d.theme=t;if(s.getItem(${JSON.stringify(fontsStorageKey)}))d.fonts=""}catch(e){}`;

function isChoice(value: unknown): value is ThemeChoice {
  return themeChoices.includes(value as ThemeChoice);
}

/** The choice in force: what the inline script (or an earlier click) put on <html>. */
export function currentThemeChoice(): ThemeChoice {
  const value = document.documentElement.dataset.theme;
  return isChoice(value) ? value : "system";
}

const listeners = new Set<() => void>();

/** Applies and stores a choice; "system" removes both, so the site keeps nothing it does not need. */
export function setThemeChoice(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === "system") localStorage.removeItem(themeStorageKey);
    else localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Storage refused: the choice holds for this page view only.
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: components re-render when the choice changes. */
export function subscribeToThemeChoice(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
