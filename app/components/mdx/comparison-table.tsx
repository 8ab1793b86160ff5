import { useId } from "react";

/**
 * A comparison table for articles. Its caption sits above the box; on a phone
 * the table scrolls sideways inside its own box (never the page), the row
 * headers stay pinned on the left while it does, and a hint says so.
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
    <figure className="my-10">
      <figcaption id={captionId} className="mb-3 text-base leading-snug font-semibold">
        {caption}
      </figcaption>
      {/* The scroll box is focusable so keyboard users can scroll it too. */}
      <section
        className="overflow-x-auto rounded-lg border border-border bg-card"
        tabIndex={0}
        aria-labelledby={captionId}
      >
        <table
          aria-labelledby={captionId}
          className="w-full min-w-[44rem] border-collapse text-left text-[0.9375rem] leading-normal"
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
      {scrollHint ? <p className="mt-2 text-sm text-muted-foreground md:hidden">{scrollHint}</p> : null}
    </figure>
  );
}
