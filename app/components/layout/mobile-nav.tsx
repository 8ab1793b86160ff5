import { Icon } from "~/components/icon";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { navLeaves } from "~/site.config";

/** Below md: a toggle that opens every leaf link as one flat list; choosing a link closes it. */
export function MobileNav() {
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen(!open)}
      >
        {open ? <Icon name="x" /> : <Icon name="menu" />}
      </Button>
      <nav
        id="mobile-menu"
        aria-label="Site menu"
        hidden={!open}
        className="fixed inset-x-0 top-header bottom-0 overflow-y-auto border-t border-border bg-background px-4 pt-2 pb-8"
      >
        <ul className="flex flex-col">
          {navLeaves.map((link) => (
            <li key={link.path} className="border-b border-border last:border-0">
              <NavLink
                to={link.path}
                end
                onClick={() => setOpen(false)}
                className="flex min-h-12 items-center px-2 py-2 text-lg font-medium text-foreground no-underline aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                {link.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
