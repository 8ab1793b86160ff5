import { Link } from "#app/components/ui/link.tsx";
import type { TaxonomyPage } from "#app/content/pages/taxonomy.ts";

export type OtherTypeView = {
  taxonomyLabel: string;
  name: string;
  group?: string;
  definition: string;
  coveredBy: string | null;
  coveredByName: string | null;
};

/** The types other lists name that are not among the table's names: each in one line of ours, and where we cover it. */
export function TaxonomyOtherTypes({
  types,
  text,
  groupLabel,
}: {
  types: readonly OtherTypeView[];
  text: TaxonomyPage["otherTypes"];
  groupLabel: (group: string) => string;
}) {
  const [before, after] = text.coveredOn.split("{page}");
  return (
    <ul aria-label={text.caption} className="grid list-none gap-4 p-0 md:grid-cols-2">
      {types.map((type) => (
        <li
          key={`${type.taxonomyLabel} ${type.name}`}
          className="rounded-lg border border-border bg-card p-5"
        >
          <p className="text-sm text-muted-foreground">
            <span className="sr-only">{text.taxonomy}: </span>
            {type.taxonomyLabel}
          </p>
          <p className="mt-1 text-lg font-semibold">
            <span className="sr-only">{text.name}: </span>
            {type.name}
            {type.group ? (
              <span className="block text-sm font-normal text-muted-foreground">
                {groupLabel(type.group)}
              </span>
            ) : null}
          </p>
          <p className="mt-2">
            <span className="sr-only">{text.definition}: </span>
            {type.definition}
          </p>
          <p className="mt-2 font-medium">
            <span className="sr-only">{text.where}: </span>
            {type.coveredBy ? (
              <>
                {before}
                <Link to={`/patterns/${type.coveredBy}`} className="font-semibold">
                  {type.coveredByName}
                </Link>
                {after}
              </>
            ) : (
              text.notCovered
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
