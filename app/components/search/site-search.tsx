import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";

// The dialog, MiniSearch and the index are loaded on first use only (ADR 010), so they cost
// nothing on page load.
const SearchDialog = lazy(() =>
  import("./search-dialog.tsx").then((module) => ({ default: module.SearchDialog })),
);

const controlClass = cn(
  buttonVariants({ variant: "ghost", size: "icon" }),
  "text-foreground no-underline lg:w-auto lg:gap-2 lg:border lg:border-border lg:px-3 lg:font-normal lg:text-muted-foreground",
);

function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The header's search control. Before hydration, and without JavaScript, it is a link to /search
 * (never dead); afterwards a button that opens the search dialog, also with "/" and Ctrl/Cmd+K
 * unless the visitor is typing in a field.
 */
export function SiteSearch() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    const active = document.activeElement;
    returnFocus.current =
      active instanceof HTMLElement && active !== document.body ? active : buttonRef.current;
    setUsed(true);
    setOpen(true);
  }, []);

  const hide = useCallback(() => {
    setOpen(false);
    const target = returnFocus.current;
    (target?.isConnected ? target : buttonRef.current)?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const slash = event.key === "/" && !event.metaKey && !event.ctrlKey && !event.altKey;
      const commandK = event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey;
      if ((!slash && !commandK) || isTextField(event.target) || event.defaultPrevented) return;
      event.preventDefault();
      show();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [show]);

  const content = (
    <>
      <Icon name="search" className="size-5" />
      <span className="sr-only lg:not-sr-only">Search</span>
      <kbd
        aria-hidden="true"
        className="hidden rounded border border-border px-1.5 font-sans text-xs text-muted-foreground lg:inline"
      >
        /
      </kbd>
    </>
  );

  if (!hydrated) {
    return (
      <Link to="/search" className={controlClass}>
        {content}
      </Link>
    );
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={controlClass}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={show}
      >
        {content}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={hide} />
        </Suspense>
      ) : null}
    </>
  );
}
