import { Link } from "#app/components/ui/link.tsx";
import { usePagePath } from "#app/hooks/use-page-path.ts";
import { navCurrent } from "#app/lib/nav-current.ts";
import { mainNav, siteConfig } from "#app/site.config.ts";
import { BrandMark } from "./brand-mark.tsx";
import { SiteSearch } from "#app/components/search/site-search.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { NavDropdown, navItemClass } from "./nav-dropdown.tsx";

export function SiteHeader() {
  const pathname = usePagePath();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85 print:hidden">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-md no-underline" aria-label={`${siteConfig.name}, home`}>
          <BrandMark />
        </Link>
        <nav aria-label="Main" className="hidden md:ml-auto md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item, index) =>
              item.type === "link" ? (
                <li key={item.name}>
                  <Link
                    to={item.path}
                    aria-current={navCurrent(item.path, pathname)}
                    className={navItemClass}
                    data-active={pathname === item.path}
                  >
                    {item.name}
                  </Link>
                </li>
              ) : (
                <NavDropdown
                  key={item.name}
                  id={item.name.toLowerCase().replace(/\W+/g, "-")}
                  label={item.name}
                  items={item.items}
                  pathname={pathname}
                  align={index === mainNav.length - 1 ? "end" : "start"}
                />
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <SiteSearch />
          <ThemeToggle />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
