import type * as React from "react";
import type { Hero } from "~/content/schemas";
import { cn } from "~/lib/utils";
import { usePageFamily } from "./page-family";

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
        <p className="mb-3 text-sm font-semibold tracking-wider text-primary uppercase">{hero.eyebrow}</p>
      ) : null}
      <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">{hero.title}</h1>
    </>
  );
  const actions = children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null;
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
          family === "index" ? "pt-10 pb-10 md:pt-14 md:pb-12" : "pt-12 pb-12 md:pt-20 md:pb-16",
        )}
      >
        <div className="max-w-3xl">
          {title}
          <p className="mt-5 max-w-[65ch] text-lg text-muted-foreground sm:text-xl">{hero.lead}</p>
          {actions}
        </div>
      </div>
    </div>
  );
}
