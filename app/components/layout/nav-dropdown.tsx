import type { FocusEvent } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { closeOnLink, usePopover } from "#app/hooks/use-popover.ts";
import { StaticPart } from "./static-part.tsx";
import { cn } from "#app/lib/utils.ts";
import { navCurrent } from "#app/lib/nav-current.ts";
import type { NavLink as NavLinkItem } from "#app/site.config.ts";

export const navItemClass =
  "inline-flex min-h-11 items-center gap-1 rounded-md px-3 py-2 text-[0.9375rem] font-medium text-foreground no-underline transition-colors hover:bg-muted data-[active=true]:text-primary data-[active=true]:underline data-[active=true]:decoration-2 data-[active=true]:underline-offset-8 motion-reduce:transition-none";

/**
 * One dropdown of the main navigation: a button that shows a list of ordinary links (the WAI-ARIA
 * "disclosure navigation" pattern, never a menu role). The list is a native popover placed under its
 * button, so it opens on click or Enter/Space, closes on Escape (focus returns to the button), on a
 * click outside and when another dropdown opens, all before and without JavaScript (ADR 009). Once
 * hydrated it also closes when focus leaves it or a link is chosen.
 */
export function NavDropdown({
  id,
  label,
  items,
  pathname,
  align = "start",
}: {
  id: string;
  label: string;
  items: NavLinkItem[];
  pathname: string;
  align?: "start" | "end";
}) {
  const { ref, open, close } = usePopover<HTMLUListElement>();
  const active = items.some((item) => navCurrent(item.path, pathname));
  const listId = `nav-${id}`;

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <li className="group/dropdown" onBlur={closeWhenFocusLeaves}>
      <button
        type="button"
        popoverTarget={listId}
        aria-expanded={open}
        data-active={active}
        className={cn(navItemClass, "cursor-pointer")}
      >
        {label}
        <Icon
          name="chevron-down"
          className="size-4 transition-transform duration-150 group-has-[:popover-open]/dropdown:rotate-180 motion-reduce:transition-none"
        />
      </button>
      {/* Links only: kept as pre-rendered until the page changes (StaticPart); a click on one closes the list. */}
      <StaticPart
        as="ul"
        ref={ref}
        version={pathname}
        onClick={closeOnLink(close)}
        id={listId}
        popover="auto"
        className={cn(
          "nav-dropdown min-w-60 flex-col gap-0.5 rounded-lg border border-border bg-card p-2 text-foreground shadow-lg shadow-foreground/5 open:flex",
          align === "end" ? "nav-dropdown-end" : "nav-dropdown-start",
        )}
      >
        {items.map((item) => {
          const current = navCurrent(item.path, pathname);
          return (
            <li key={item.path}>
              <Link
                to={item.path}
                aria-current={current}
                data-current={current ? "" : undefined}
                className="flex min-h-11 items-center rounded-md px-3 py-2 font-medium text-foreground no-underline hover:bg-muted data-current:bg-accent data-current:text-accent-foreground"
              >
                {item.name}
              </Link>
            </li>
          );
        })}
      </StaticPart>
    </li>
  );
}
