import { ChevronDown } from "lucide-react";
import { NavigationMenu as Primitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";

/*
 * Site navigation built on Radix NavigationMenu (disclosure buttons and lists
 * of links, not an ARIA menu). Opening on hover is switched off: menus open on
 * click or keyboard only, so nothing jumps open under a passing pointer.
 */

const noHover = (event: React.PointerEvent) => event.preventDefault();

export function NavigationMenu({ className, ...props }: React.ComponentProps<typeof Primitive.Root>) {
  return <Primitive.Root data-slot="navigation-menu" className={cn("relative", className)} {...props} />;
}

export function NavigationMenuList({ className, ...props }: React.ComponentProps<typeof Primitive.List>) {
  return (
    <Primitive.List
      data-slot="navigation-menu-list"
      className={cn("flex items-center gap-1", className)}
      {...props}
    />
  );
}

export function NavigationMenuItem({ className, ...props }: React.ComponentProps<typeof Primitive.Item>) {
  return <Primitive.Item data-slot="navigation-menu-item" className={cn("relative", className)} {...props} />;
}

export const navigationItemClass =
  "inline-flex min-h-11 items-center gap-1 rounded-md px-3 py-2 text-[0.9375rem] font-medium text-foreground no-underline transition-colors hover:bg-muted data-[active=true]:text-primary data-[active=true]:underline data-[active=true]:decoration-2 data-[active=true]:underline-offset-8 motion-reduce:transition-none";

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      type="button"
      data-slot="navigation-menu-trigger"
      className={cn(navigationItemClass, "group cursor-pointer data-[state=open]:bg-muted", className)}
      onPointerMove={noHover}
      onPointerLeave={noHover}
      {...props}
    >
      {children}
      <ChevronDown
        aria-hidden="true"
        className="size-4 transition-transform duration-150 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
      />
    </Primitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: React.ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Content
      data-slot="navigation-menu-content"
      className={cn(
        "absolute top-full left-0 z-50 mt-2 min-w-60 rounded-lg border border-border bg-card p-2 shadow-lg shadow-foreground/5",
        className,
      )}
      onPointerMove={noHover}
      onPointerLeave={noHover}
      {...props}
    />
  );
}

export const NavigationMenuLink = Primitive.Link;
