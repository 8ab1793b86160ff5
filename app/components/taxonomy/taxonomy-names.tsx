import type { TaxonomyPage } from "#app/content/pages/taxonomy.ts";
import { fillTemplate } from "#app/lib/template.ts";
import type { TaxonomyCellView } from "./taxonomy-types.ts";

/** One list's names for a pattern, each on its own line with the list's category under it. */
export function TaxonomyNames({
  names,
  text,
}: {
  names: readonly TaxonomyCellView[];
  text: Pick<TaxonomyPage["table"], "group">;
}) {
  return (
    <ul className="list-none space-y-1.5 p-0">
      {names.map((term) => (
        <li key={term.name}>
          <span className="font-medium">{term.name}</span>
          {term.group ? (
            <span className="block text-sm text-muted-foreground">
              {fillTemplate(text.group, { group: term.group })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
