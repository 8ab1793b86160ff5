import type * as React from "react";
import type { Hero } from "#app/content/schemas.ts";
import { cn } from "#app/lib/utils.ts";
import { usePageFamily } from "./page-family.tsx";

/**
 * The top of every page: eyebrow, the page's single h1, a lead paragraph, optional actions. Each page
 * family has its own: explainers the tinted band, indexes a compact muted one, organisation pages a
 * report-like masthead with a rule and the lead beside the title.
 */
export function PageHero({
  hero,
  children,
  className,
}: {
  hero: Hero;
  children?: React.ReactNode;
  className?: string;
}) {
  const family = usePageFamily();
  const title = (
    <>
      {hero.eyebrow ? (
        <p
          className={cn(
            "text-sm font-semibold tracking-wider text-primary uppercase",
            family === "index" ? "mb-1 sm:mb-3" : "mb-3",
          )}
        >
          {hero.eyebrow}
        </p>
      ) : null}
      <h1
        className={cn(
          "font-semibold tracking-tight sm:text-5xl",
          family === "index" ? "text-3xl" : "text-4xl",
        )}
      >
        {hero.title}
      </h1>
    </>
  );
  const actions = children ? (
    <div className={cn("flex flex-wrap gap-3", family === "index" ? "mt-4 md:mt-8" : "mt-8")}>{children}</div>
  ) : null;
  if (family === "organisation") {
    return (
      <div className={cn("border-b border-border", className)}>
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-12 sm:px-6 md:pt-14 md:pb-16">
          <div className="border-t-4 border-primary pt-6 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
            <div>{title}</div>
            <div>
              <p className="mt-5 max-w-[60ch] text-lg text-muted-foreground sm:text-xl lg:mt-9">
                {hero.lead}
              </p>
              {actions}
            </div>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div
      className={cn(
        "border-b border-border",
        family === "index" ? "bg-muted/60" : "bg-gradient-to-b from-accent/60 to-background",
        className,
      )}
    >
      <div
        className={cn(
          "mx-auto max-w-6xl px-4 sm:px-6",
          // An index gets to its list: on a phone its hero is compact, so the list starts on the first screen.
          family === "index" ? "pt-6 pb-6 md:pt-10 md:pb-10" : "pt-12 pb-12 md:pt-20 md:pb-16",
        )}
      >
        <div className="max-w-3xl">
          {title}
          <p
            className={cn(
              "max-w-[65ch] text-muted-foreground sm:text-xl",
              family === "index" ? "mt-3 text-base sm:mt-5" : "mt-5 text-lg",
            )}
          >
            {hero.lead}
          </p>
          {actions}
        </div>
      </div>
    </div>
  );
}
