import { useId } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * A comparison table for articles. Its caption sits above the box; where the table is wider than the
 * column (a phone, or four columns at any width) it scrolls sideways inside its own box (never the
 * page), the row headers stay pinned on the left, a shade on the right edge shows there is more, and
 * a hint says so. Shade and hint appear only while the box overflows, in CSS alone (app.css,
 * `.table-scroll`), because articles are static HTML with no script of their own.
 */
export function ComparisonTable({
  caption,
  columns,
  rows,
  scrollHint,
}: {
  caption: string;
  columns: string[];
  rows: string[][];
  scrollHint?: string;
}) {
  const captionId = useId();
  return (
    <figure className="table-scroll my-10">
      <figcaption id={captionId} className="mb-3 text-base leading-snug font-semibold">
        {caption}
      </figcaption>
      <div className="relative">
        {/* The scroll box is focusable so keyboard users can scroll it too. */}
        <section
          className="table-scroll-box overflow-x-auto rounded-lg border border-border bg-card"
          tabIndex={0}
          aria-labelledby={captionId}
        >
          <table
            aria-labelledby={captionId}
            className={cn(
              "w-full border-collapse text-left text-[0.9375rem] leading-normal",
              // Three columns fit the article column on a laptop; four need more room than it has.
              columns.length > 3 ? "min-w-[44rem]" : "min-w-[36rem]",
            )}
          >
            <thead className="bg-muted">
              <tr>
                {columns.map((column, index) => (
                  <th
                    key={column}
                    scope="col"
                    className={
                      index === 0
                        ? "sticky left-0 z-10 bg-muted px-4 py-3 align-bottom font-semibold shadow-[inset_-1px_0_0_var(--color-border)]"
                        : "px-4 py-3 align-bottom font-semibold"
                    }
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.join("|")} className="border-t border-border bg-card even:bg-muted">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th
                        key={cell}
                        scope="row"
                        className="sticky left-0 z-10 w-32 bg-inherit px-4 py-3 align-top font-semibold shadow-[inset_-1px_0_0_var(--color-border)] md:w-44"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={`${index}-${cell}`} className="px-4 py-3 align-top">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <div
          aria-hidden="true"
          className="table-scroll-shade pointer-events-none absolute inset-y-px right-px z-20 w-12 rounded-r-lg bg-gradient-to-l from-foreground/20 to-transparent"
        />
      </div>
      {scrollHint ? (
        <p className="table-scroll-hint mt-2 text-sm text-muted-foreground">{scrollHint}</p>
      ) : null}
    </figure>
  );
}
