import { Link, NavLink, useLocation } from "react-router";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationItemClass,
} from "~/components/ui/navigation-menu";
import { cn } from "~/lib/utils";
import { mainNav, siteConfig } from "~/site.config";
import { BrandMark } from "./brand-mark";
import { MobileNav } from "./mobile-nav";

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-md no-underline" aria-label={`${siteConfig.name}, home`}>
          <BrandMark />
        </Link>
        <NavigationMenu aria-label="Main" className="hidden md:block">
          <NavigationMenuList>
            {mainNav.map((item) =>
              item.type === "link" ? (
                <NavigationMenuItem key={item.name}>
                  <NavigationMenuLink asChild active={pathname === item.path}>
                    <NavLink
                      to={item.path}
                      end
                      className={navigationItemClass}
                      data-active={pathname === item.path}
                    >
                      {item.name}
                    </NavLink>
                  </NavigationMenuLink>
                </NavigationMenuItem>
              ) : (
                <NavigationMenuItem key={item.name}>
                  <NavigationMenuTrigger data-active={item.items.some((link) => link.path === pathname)}>
                    {item.name}
                  </NavigationMenuTrigger>
                  <NavigationMenuContent className={cn(item.name === "Contact" && "right-0 left-auto")}>
                    <ul className="flex flex-col gap-0.5">
                      {item.items.map((link) => (
                        <li key={link.path}>
                          <NavigationMenuLink asChild active={pathname === link.path}>
                            <NavLink
                              to={link.path}
                              end
                              className="flex min-h-11 items-center rounded-md px-3 py-2 font-medium text-foreground no-underline hover:bg-muted aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
                            >
                              {link.name}
                            </NavLink>
                          </NavigationMenuLink>
                        </li>
                      ))}
                    </ul>
                  </NavigationMenuContent>
                </NavigationMenuItem>
              ),
            )}
          </NavigationMenuList>
        </NavigationMenu>
        <MobileNav />
      </div>
    </header>
  );
}
