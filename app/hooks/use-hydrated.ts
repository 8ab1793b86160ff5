import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the pre-rendered HTML, true afterwards (and on every
 * client-side render). Lets a component first render exactly what was pre-rendered,
 * then apply what only the browser knows (the URL's query and hash) without a
 * hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
