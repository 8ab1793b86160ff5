import type * as React from "react";
import type { Hero } from "~/content/schemas";
import { cn } from "~/lib/utils";

/** The top of every page: eyebrow, the page's single h1, a lead paragraph, optional actions. */
export function PageHero({
  hero,
  children,
  className,
}: {
  hero: Hero;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("border-b border-border bg-gradient-to-b from-accent/60 to-background", className)}>
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-12 sm:px-6 md:pt-20 md:pb-16">
        <div className="max-w-3xl">
          {hero.eyebrow ? (
            <p className="mb-3 text-sm font-semibold tracking-wider text-primary uppercase">{hero.eyebrow}</p>
          ) : null}
          <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">{hero.title}</h1>
          <p className="mt-5 max-w-[65ch] text-lg text-muted-foreground sm:text-xl">{hero.lead}</p>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </div>
    </div>
  );
}
