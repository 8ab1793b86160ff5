import type * as React from "react";
import type { Hero } from "#app/content/schemas.ts";

/**
 * The home page's opening: a large headline and a short standfirst on the left, with room on the
 * right for the work itself (an example from the pattern library). The headline is set large on
 * purpose: it is the page's largest text, so it stays the largest contentful paint, and nothing that
 * needs a request (an image, a font-dependent block) sits above it.
 */
export function HomeHero({
  hero,
  action,
  aside,
}: {
  hero: Hero;
  action: React.ReactNode;
  aside: React.ReactNode;
}) {
  return (
    <div className="border-b border-border">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-8 pb-6 sm:px-6 md:pt-16 md:pb-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:gap-14 lg:pb-16">
        <div>
          {hero.eyebrow ? (
            <p className="mb-3 text-sm font-semibold tracking-wider text-primary uppercase">{hero.eyebrow}</p>
          ) : null}
          <h1 className="text-[2.625rem] leading-[1.05] font-semibold tracking-tight sm:text-6xl lg:text-[4.25rem]">
            {hero.title}
          </h1>
          <p className="mt-4 max-w-[60ch] text-lg text-muted-foreground sm:text-xl">{hero.lead}</p>
          <div className="mt-5 flex flex-wrap gap-3">{action}</div>
        </div>
        {aside}
      </div>
    </div>
  );
}
