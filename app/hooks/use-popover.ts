import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useLocation } from "react-router";

/**
 * A native popover (the `popover` attribute, opened by a `popovertarget` button) as React state.
 * The browser does the work with or without scripts: it opens and closes the popover, closes it on
 * Escape and on a click outside, and returns focus to its button. Once hydrated, this mirrors the
 * open state (for `aria-expanded`) and closes the popover when the page changes.
 */
function hide(element: HTMLElement | null) {
  if (element?.matches(":popover-open")) element.hidePopover();
}

/**
 * A click handler for a popover's list of links that closes it when one of its links is chosen: the links
 * themselves may have no handlers (a StaticPart), so the list listens for them. A new page closes it anyway
 * (below); this covers a link to the page already shown.
 */
export function closeOnLink(close: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) close();
  };
}

export function usePopover<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  // Undefined until hydrated: the pre-rendered button carries no aria-expanded of its own, because the
  // browser exposes a popover button's state by itself.
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  const { pathname } = useLocation();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A visitor may have opened it before the scripts arrived.
    setOpen(element.matches(":popover-open"));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, []);

  useEffect(() => hide(ref.current), [pathname]);

  return { ref, open, close: () => hide(ref.current) };
}
