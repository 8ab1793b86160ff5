import { Link } from "#app/components/ui/link.tsx";
import type { TaxonomyPage } from "#app/content/pages/taxonomy.ts";
import { TaxonomyNames } from "./taxonomy-names.tsx";
import type { TaxonomyColumn, TaxonomyFamilyView } from "./taxonomy-types.ts";

/**
 * The map on a phone: family by family, each pattern linking its page, with the names each list gives it under the
 * list's label. Only the lists that name it are shown; a pattern none names says so.
 */
export function TaxonomyList({
  columns,
  families,
  text,
}: {
  columns: readonly TaxonomyColumn[];
  families: readonly TaxonomyFamilyView[];
  text: TaxonomyPage["table"];
}) {
  return (
    <div className="flex flex-col gap-8">
      {families.map((family) => (
        <div key={family.id}>
          <h3 className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">
            {family.name}
          </h3>
          <ul
            data-taxonomy-list=""
            className="mt-2 list-none divide-y divide-border border-y border-border p-0"
          >
            {family.rows.map((row) => {
              const named = columns.filter((column) => row.names[column.id]);
              return (
                <li key={row.slug} data-pattern={row.slug} className="py-3">
                  <Link
                    to={`/patterns/${row.slug}`}
                    className="inline-flex min-h-11 items-center text-lg font-semibold underline decoration-1 underline-offset-2"
                  >
                    {row.name}
                  </Link>
                  {named.length > 0 ? (
                    <dl className="mt-1 space-y-2">
                      {named.map((column) => (
                        <div key={column.id}>
                          <dt className="text-sm text-muted-foreground">{column.label}</dt>
                          <dd>
                            <TaxonomyNames names={row.names[column.id]!} text={text} />
                          </dd>
                        </div>
                      ))}
                    </dl>
                  ) : (
                    <p className="mt-1 text-muted-foreground">{text.noneAnywhere}</p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
