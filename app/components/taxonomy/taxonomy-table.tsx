import { Link } from "#app/components/ui/link.tsx";
import type { TaxonomyPage } from "#app/content/pages/taxonomy.ts";
import { cn } from "#app/lib/utils.ts";
import { TaxonomyNames } from "./taxonomy-names.tsx";
import type { TaxonomyColumn, TaxonomyFamilyView } from "./taxonomy-types.ts";

const cellClass = "border-b border-border px-3 py-3 text-left align-top";

/**
 * The map as a table from laptop width (1024 px) up: a row per pattern, its name the row's header and a link to its
 * page, a column per list we could check, the families as row groups. Phones get TaxonomyList instead.
 */
export function TaxonomyTable({
  columns,
  families,
  text,
}: {
  columns: readonly TaxonomyColumn[];
  families: readonly TaxonomyFamilyView[];
  text: TaxonomyPage["table"];
}) {
  return (
    <div className="overflow-x-auto" data-scroll>
      <table className="w-full border-collapse text-[0.9375rem]">
        <caption className="sr-only">{text.caption}</caption>
        <thead>
          <tr className="border-b-2 border-primary">
            <th scope="col" className={cn(cellClass, "font-semibold")}>
              {text.pattern}
            </th>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cn(cellClass, "font-semibold")}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {families.map((family) => (
          <tbody key={family.id}>
            <tr>
              <th
                scope="colgroup"
                colSpan={columns.length + 1}
                className="border-b border-border bg-muted/70 px-3 pt-5 pb-2 text-left text-sm font-semibold tracking-wider text-muted-foreground uppercase"
              >
                {family.name}
              </th>
            </tr>
            {family.rows.map((row) => (
              <tr key={row.slug} data-pattern={row.slug}>
                <th scope="row" className={cn(cellClass, "font-normal")}>
                  <Link
                    to={`/patterns/${row.slug}`}
                    className="font-semibold underline decoration-1 underline-offset-2 hover:decoration-2"
                  >
                    {row.name}
                  </Link>
                </th>
                {columns.map((column) => {
                  const names = row.names[column.id];
                  return (
                    <td key={column.id} className={cellClass}>
                      {names ? (
                        <TaxonomyNames names={names} text={text} />
                      ) : (
                        <>
                          <span aria-hidden="true" className="text-muted-foreground">
                            –
                          </span>
                          <span className="sr-only">{text.none}</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
