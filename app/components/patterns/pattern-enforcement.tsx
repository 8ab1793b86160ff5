import { Link } from "#app/components/ui/link.tsx";
import { AnchoredHeading } from "#app/components/sections/anchored-heading.tsx";
import type { PatternsPage } from "#app/content/pages/patterns.ts";
import type { PatternEnforcementView } from "#app/lib/enforcement-types.ts";
import { externalLinkProps } from "#app/lib/links.ts";
import { fillTemplate } from "#app/lib/template.ts";

/**
 * A pattern page's "Enforcement" section: each action in the enforcement record that names the
 * pattern (authority, company, year, outcome, a link to the record and to the authority's page), or
 * the date as of which none was found.
 */
export function PatternEnforcement({
  enforcement,
  labels,
  sectionLink,
}: {
  enforcement: PatternEnforcementView;
  labels: PatternsPage["page"];
  sectionLink: string;
}) {
  return (
    <section aria-labelledby="enforcement">
      <AnchoredHeading id="enforcement" label={sectionLink} className="text-3xl font-semibold">
        {labels.enforcementTitle}
      </AnchoredHeading>
      {enforcement.records.length > 0 ? (
        <>
          <p className="mt-4">{labels.enforcementLead}</p>
          <ul className="mt-4 flex list-none flex-col p-0 text-base">
            {enforcement.records.map((record) => (
              <li key={record.id} className="border-t border-border py-4 first:border-t-0">
                <p>
                  <span className="font-semibold">{record.company}</span>{" "}
                  <span className="text-muted-foreground">
                    ({record.year}, {record.stageLabel})
                  </span>
                </p>
                <p className="text-muted-foreground">{record.authority}</p>
                {record.outcome ? <p>{record.outcome}</p> : null}
                <p className="flex flex-wrap gap-x-5">
                  <Link
                    to={`/enforcement/${record.id}`}
                    className="inline-flex min-h-11 items-center font-semibold"
                  >
                    {/* One box for the visible and the hidden words, so the name reads "…: company". */}
                    <span>
                      {labels.enforcementRecordLink}
                      <span className="sr-only">: {record.company}</span>
                    </span>
                  </Link>
                  <a
                    href={record.primarySource.url}
                    {...externalLinkProps}
                    className="inline-flex min-h-11 items-center"
                  >
                    <span>
                      {labels.enforcementSourceLink}
                      <span className="sr-only">: {record.company} (opens in a new tab)</span>
                    </span>
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4">{fillTemplate(labels.noEnforcement, { date: enforcement.checkedLabel })}</p>
      )}
      <p className="mt-2">
        <Link to="/enforcement" className="inline-flex min-h-11 items-center font-semibold">
          {labels.enforcementAll}
        </Link>
      </p>
    </section>
  );
}
