import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * A diagram beside the HTML text that describes it (below it on narrow screens). `svgHtml` is the
 * build-time markup of a diagram from this folder (diagram.server.tsx); its aria-describedby points
 * at ids inside `children`, which carry every word the picture means.
 */
export function DiagramFigure({
  svgHtml,
  children,
  className,
}: {
  svgHtml: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "grid items-center gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-12",
        className,
      )}
    >
      <div
        data-diagram=""
        className="mx-auto w-full max-w-[26rem]"
        dangerouslySetInnerHTML={{ __html: svgHtml }}
      />
      <div className="flex flex-col gap-6">{children}</div>
    </div>
  );
}
