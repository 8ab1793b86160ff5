import { useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated.ts";

/**
 * One query parameter as page state (/report?in=fr, ?pattern=…): null until hydrated, as the pre-rendered
 * page knows no query; setting it replaces the history entry and keeps the scroll, and "" removes it.
 */
export function useSearchParam(name: string): [string | null, (value: string) => void] {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const set = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [hydrated ? searchParams.get(name) : null, set];
}
