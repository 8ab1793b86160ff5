import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { PatternsPage } from "#app/content/pages/patterns.ts";

type HarmLink = { href: string; label: string };

export type HarmGroupView = {
  id: string;
  label: string;
  /** "{count} patterns", filled in. */
  count: string;
  patterns: HarmLink[];
  /** The narrowed enforcement lists (/enforcement/pattern/{slug}) of the group's patterns that have records. */
  records: (HarmLink & { count: number })[];
  report: HarmLink;
};

/**
 * /patterns#by-harm (issue 54.4): what a pattern cost the visitor, one native disclosure per group, each
 * opening to plain links (its patterns, the enforcement records about them, /report with the problem chosen),
 * so it works without JavaScript, and needs no hydration (StaticPart). Classes copied from the enforcement narrowing links: no new utilities.
 */
export function HarmGroups({ groups, text }: { groups: HarmGroupView[]; text: PatternsPage["byHarm"] }) {
  return (
    <StaticPart as="ul" className="grid list-none gap-4 p-0">
      {groups.map((group) => (
        <li key={group.id} id={`by-harm-${group.id}`}>
          <details className="group rounded-lg border border-border bg-card">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 text-lg font-semibold [&::-webkit-details-marker]:hidden">
              <span>
                {group.label} <span className="text-sm text-muted-foreground">{group.count}</span>
              </span>
              <Icon
                name="chevron-down"
                className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div className="grid gap-6 border-t border-border px-5 pt-4 pb-5">
              <div>
                <h3 className="text-lg font-semibold">{text.patternsTitle}</h3>
                <ul className="mt-2 grid list-none gap-x-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
                  {group.patterns.map((pattern) => (
                    <li key={pattern.href}>
                      <Link to={pattern.href} className="inline-flex min-h-11 items-center">
                        {pattern.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="text-lg font-semibold">{text.recordsTitle}</h3>
                {group.records.length > 0 ? (
                  <ul className="mt-2 grid list-none gap-x-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
                    {group.records.map((record) => (
                      <li key={record.href}>
                        <Link to={record.href} className="inline-flex min-h-11 items-center">
                          {record.label} ({record.count})
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-muted-foreground">{text.noRecords}</p>
                )}
              </div>
              <div>
                <h3 className="text-lg font-semibold">{text.reportTitle}</h3>
                <Link to={group.report.href} className="inline-flex min-h-11 items-center font-semibold">
                  {group.report.label}
                </Link>
              </div>
            </div>
          </details>
        </li>
      ))}
    </StaticPart>
  );
}
