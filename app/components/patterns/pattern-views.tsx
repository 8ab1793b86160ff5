import { useState } from "react";
import type { ComponentProps } from "react";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import { PatternFigure } from "./pattern-figure.tsx";

type Figure = Omit<ComponentProps<typeof PatternFigure>, "id" | "tone" | "className">;
type View = "harmful" | "humane";

/**
 * A pattern's two screens. From lg they stand side by side, as the library promises ("beside the same
 * screen done honestly"). Below lg a phone would have to scroll a whole drawing to compare, so a switch
 * shows one at a time; without JavaScript both are on the page, one under the other, and the switch's
 * place holds links that jump between them. Both figures stay in the HTML either way, and both print.
 */
export function PatternViews({
  harmful,
  humane,
  switchLabel,
}: {
  harmful: Figure;
  humane: Figure;
  switchLabel: string;
}) {
  const hydrated = useHydrated();
  const [view, setView] = useState<View>("harmful");
  const figures: Record<View, Figure> = { harmful, humane };
  const control =
    "inline-flex min-h-11 flex-1 items-center justify-center rounded-md border px-3 text-center leading-tight font-semibold no-underline";
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-14">
      {/* Sticky under the site header, so the other screen is one tap away while looking at this one. */}
      <div
        role="group"
        aria-label={switchLabel}
        className="sticky top-header z-10 -mx-4 mb-4 flex gap-2 bg-background/95 px-4 py-2 sm:-mx-6 sm:px-6 lg:hidden print:hidden"
      >
        {(["harmful", "humane"] as const).map((key) =>
          hydrated ? (
            <button
              key={key}
              type="button"
              aria-pressed={view === key}
              aria-controls={key}
              onClick={() => setView(key)}
              className={cn(
                control,
                view === key
                  ? "border-foreground bg-foreground text-background"
                  : "border-border bg-card text-foreground hover:border-primary",
              )}
            >
              {figures[key].title}
            </button>
          ) : (
            <a key={key} href={`#${key}`} className={cn(control, "border-border bg-card")}>
              {figures[key].title}
            </a>
          ),
        )}
      </div>
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-10">
        {(["harmful", "humane"] as const).map((key) => (
          <PatternFigure
            key={key}
            id={key}
            tone={key}
            {...figures[key]}
            // Paper is narrower than lg but has room for both: a printout always carries the two (a grid
            // lays out the figure's one column as its flex column does).
            className={hydrated && view !== key ? "max-lg:hidden print:grid" : undefined}
          />
        ))}
      </div>
    </div>
  );
}
