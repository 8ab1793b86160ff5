import { cn } from "~/lib/utils";

/**
 * One pattern shown by its two screens side by side, each with a one-line caption: the
 * compact form of a pattern page, for pages that point to the library. The SVGs are
 * build-time markup (ADR 008).
 */
export function PatternExample({
  harmful,
  humane,
}: {
  harmful: { svgHtml: string; caption: string };
  humane: { svgHtml: string; caption: string };
}) {
  return (
    <div className="grid grid-cols-2 gap-4 sm:gap-8">
      {[
        { ...harmful, tone: "harmful" as const },
        { ...humane, tone: "humane" as const },
      ].map((screen) => (
        <figure key={screen.tone} className="flex flex-col items-center gap-3">
          <div className="w-full max-w-[15rem]" dangerouslySetInnerHTML={{ __html: screen.svgHtml }} />
          <figcaption className="flex max-w-[15rem] gap-2 text-[0.9375rem]">
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
