import { Icon } from "~/components/icon";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink } from "react-router";
import { cn } from "~/lib/utils";
import type { NavLink as NavLinkItem } from "~/site.config";

export const navItemClass =
  "inline-flex min-h-11 items-center gap-1 rounded-md px-3 py-2 text-[0.9375rem] font-medium text-foreground no-underline transition-colors hover:bg-muted data-[active=true]:text-primary data-[active=true]:underline data-[active=true]:decoration-2 data-[active=true]:underline-offset-8 motion-reduce:transition-none";

/**
 * One dropdown of the main navigation, built as the WAI-ARIA "disclosure navigation" pattern: a button
 * with aria-expanded that shows a list of ordinary links. It opens on click or Enter/Space (never on
 * hover), closes on Escape (focus returns to the button), on a click outside, when focus leaves it, and
 * when a link is chosen. (A hand-written disclosure instead of Radix NavigationMenu: see ADR 005.)
 */
export function NavDropdown({
  label,
  items,
  pathname,
  align = "start",
}: {
  label: string;
  items: NavLinkItem[];
  pathname: string;
  align?: "start" | "end";
}) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const active = items.some((item) => item.path === pathname);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <li
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-active={active}
        onClick={() => setOpen(!open)}
        className={cn(navItemClass, "group cursor-pointer aria-expanded:bg-muted")}
      >
        {label}
        <Icon
          name="chevron-down"
          className="size-4 transition-transform duration-150 group-aria-expanded:rotate-180 motion-reduce:transition-none"
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className={cn(
          "absolute top-full z-50 mt-2 flex min-w-60 flex-col gap-0.5 rounded-lg border border-border bg-card p-2 shadow-lg shadow-foreground/5",
          align === "end" ? "right-0" : "left-0",
        )}
      >
        {items.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              end
              onClick={() => setOpen(false)}
              className="flex min-h-11 items-center rounded-md px-3 py-2 font-medium text-foreground no-underline hover:bg-muted aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
            >
              {item.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
