export function ComparisonTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: string[][] }) {
  return (
    <figure className="my-8">
      {/* Wide tables scroll inside their own box rather than the page; the region is focusable so keyboards can scroll it. */}
      <div className="overflow-x-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full min-w-[40rem] border-collapse text-left text-[0.9375rem]">
          <caption className="border-b border-border bg-muted px-4 py-3 text-left font-semibold">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="border-b border-border px-4 py-3 align-bottom font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.join("|")} className="border-b border-border last:border-0 even:bg-muted/40">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={cell} scope="row" className="px-4 py-3 align-top font-semibold">
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
      </div>
    </figure>
  );
}
