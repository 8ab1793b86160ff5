import { cn } from "#app/lib/utils.ts";

/**
 * One pattern shown by its two screens, each with a one-line caption: the compact form of a pattern
 * page, for pages that point to the library. The SVGs are build-time markup (ADR 008), usually the
 * key area of each screen. The screens stand one above the other unless there is room for both at a
 * legible size (14rem each): words in a drawing never render below 11 px (issue 26.2).
 */
export function PatternExample({
  harmful,
  humane,
  sideBySide,
}: {
  harmful: { svgHtml: string; caption: string };
  humane: { svgHtml: string; caption: string };
  /** Tailwind classes that put the two screens side by side where the container is wide enough. */
  sideBySide?: string;
}) {
  return (
    <div className={cn("grid gap-5", sideBySide)}>
      {[
        { ...harmful, tone: "harmful" as const },
        { ...humane, tone: "humane" as const },
      ].map((screen) => (
        <figure key={screen.tone} className="mx-auto flex w-full max-w-[17.5rem] flex-col gap-2">
          {/* 14rem (at least): the key areas are about 250 units wide, so 13-unit words render at 11.5 px or more. */}
          <div
            className="mx-auto w-full max-w-[14rem] lg:max-w-none"
            dangerouslySetInnerHTML={{ __html: screen.svgHtml }}
          />
          <figcaption className="flex gap-2 text-[0.9375rem]">
            <span
              aria-hidden="true"
              className={cn(
                "mt-1.5 size-2.5 shrink-0 rounded-full",
                screen.tone === "harmful" ? "bg-destructive" : "bg-primary",
              )}
            />
            {screen.caption}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
