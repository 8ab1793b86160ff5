import type { TaxonomyPage } from "#app/content/pages/taxonomy.ts";
import type { Reference } from "#app/content/schemas.ts";
import { ReferenceCitation } from "#app/components/shared/reference-citation.tsx";
import { cn } from "#app/lib/utils.ts";

export type TaxonomySourceView = {
  id: string;
  label: string;
  status: "checked" | "partial" | "unchecked";
  basis: string;
  reference: Reference;
};

/** Each list we set out to map: its full citation, whether we could check it, and what the copy we read shows. */
export function TaxonomySources({
  sources,
  text,
}: {
  sources: readonly TaxonomySourceView[];
  text: TaxonomyPage["sources"];
}) {
  return (
    <ul className="grid list-none gap-8 p-0 md:grid-cols-2">
      {sources.map((source) => {
        const { reference } = source;
        return (
          <li key={source.id} id={`source-${source.id}`} className="border-l-2 border-border pl-4">
            <h3 className="flex flex-wrap items-baseline gap-x-3 text-lg font-semibold">
              {source.label}
              <span
                className={cn(
                  "rounded-full border px-2 text-sm font-medium",
                  source.status === "unchecked"
                    ? "border-border text-muted-foreground"
                    : "border-primary text-foreground",
                )}
              >
                {text.status[source.status]}
              </span>
            </h3>
            <p className="mt-1 text-[0.9375rem]">
              <ReferenceCitation reference={reference} />
            </p>
            <p className="mt-2 text-[0.9375rem] text-muted-foreground">{source.basis}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {text.id} <code className="font-mono text-foreground">{source.id}</code>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
