import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type * as CheckerModule from "#app/lib/checker/index.ts";
import type { CheckMode, Finding } from "#app/lib/checker/index.ts";

type Checker = typeof CheckerModule;

let loading: Promise<Checker> | undefined;

/**
 * The checker's module, fetched once, on first use (the visitor focuses, touches or types in the tool):
 * a chunk of its own that no other page loads, requested after the page has painted and never while
 * checking. A failed fetch is forgotten, so the next attempt tries again.
 */
export function loadChecker(): Promise<Checker> {
  loading ??= import("#app/lib/checker/index.ts");
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export type CheckerStatus = "idle" | "loading" | "ready" | "failed";

/** The text that was checked, in which mode, and what the checker found in it. */
export type CheckResult = { text: string; mode: CheckMode; findings: Finding[] };

/** How long typing must pause before the text is checked again. */
export const checkDelayMs = 250;

/**
 * Checks `text` in `mode` with the checker once it has loaded: `checkDelayMs` after the last change, or
 * at once through `checkNow` (an example, a change of mode). The result keeps the text it was computed
 * from, so its spans always match what is shown marked. Nothing is stored or sent: the checker runs on
 * the string in memory. `load` fetches the checker; call it on the visitor's first move.
 */
export function useChecker(text: string, mode: CheckMode) {
  const [checker, setChecker] = useState<Checker | null>(null);
  const [status, setStatus] = useState<CheckerStatus>("idle");
  const [checked, setChecked] = useState({ text, mode });
  const requested = useRef(false);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setStatus("loading");
    loadChecker().then(
      (loaded) => {
        setChecker(() => loaded);
        setStatus("ready");
      },
      () => {
        requested.current = false;
        setStatus("failed");
      },
    );
  }, []);

  const checkNow = useCallback((next: string, nextMode: CheckMode) => {
    setChecked({ text: next, mode: nextMode });
  }, []);

  useEffect(() => {
    if (checked.text === text && checked.mode === mode) return;
    const timer = window.setTimeout(() => setChecked({ text, mode }), checkDelayMs);
    return () => window.clearTimeout(timer);
  }, [text, mode, checked]);

  const result = useMemo((): CheckResult | null => {
    if (!checker) return null;
    const findings = checked.text.trim() ? checker.checkText(checked.text, { mode: checked.mode }) : [];
    return { ...checked, findings };
  }, [checker, checked]);

  return { status, result, load, checkNow };
}
