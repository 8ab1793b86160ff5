import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { usePagePath } from "#app/hooks/use-page-path.ts";
import { closeOnLink, usePopover } from "#app/hooks/use-popover.ts";
import { StaticPart } from "./static-part.tsx";
import { navCurrent } from "#app/lib/nav-current.ts";
import { mainNav } from "#app/site.config.ts";

const menuId = "mobile-menu";
// Worked out here rather than imported: the config's own list would travel in every page's scripts
// beside mainNav, which the header sends already.
const navLeaves = mainNav.flatMap((item) => (item.type === "link" ? [item] : item.items));

/**
 * Below md: a toggle that opens every leaf link as one flat list over the page. It is a native popover,
 * so it opens, closes (toggle, Escape, a tap outside) and returns focus with or without JavaScript, and
 * sits in the top layer, where no ancestor (the header's backdrop filter) can clip it. The toggle's name
 * and icon follow the open state in CSS, so they are right before hydration too.
 */
export function MobileNav() {
  const { ref, open, close } = usePopover<HTMLElement>();
  const pathname = usePagePath();

  return (
    <div className="group/menu md:hidden">
      <button
        type="button"
        popoverTarget={menuId}
        aria-expanded={open}
        className={buttonVariants({ variant: "ghost", size: "icon" })}
      >
        <span className="sr-only group-has-[:popover-open]/menu:hidden">Open menu</span>
        <span className="sr-only hidden group-has-[:popover-open]/menu:inline">Close menu</span>
        <Icon name="menu" className="group-has-[:popover-open]/menu:hidden" />
        <Icon name="x" className="hidden group-has-[:popover-open]/menu:block" />
      </button>
      <nav
        ref={ref}
        id={menuId}
        popover="auto"
        aria-label="Site menu"
        className="mobile-menu border-t border-border bg-background px-4 pt-1 pb-6 text-foreground"
      >
        {/* Links only: kept as pre-rendered until the page changes (StaticPart); a click on one closes the menu. */}
        <StaticPart as="ul" version={pathname} onClick={closeOnLink(close)} className="flex flex-col">
          {navLeaves.map((link) => {
            const current = navCurrent(link.path, pathname);
            return (
              <li key={link.path} className="border-b border-border last:border-0">
                <Link
                  to={link.path}
                  aria-current={current}
                  data-current={current ? "" : undefined}
                  className="flex min-h-11 items-center px-2 py-1.5 text-lg font-medium text-foreground no-underline data-current:font-semibold data-current:text-primary"
                >
                  {link.name}
                </Link>
              </li>
            );
          })}
        </StaticPart>
      </nav>
    </div>
  );
}
