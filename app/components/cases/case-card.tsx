import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import type { CaseStudy } from "#app/content/cases.ts";
import type { CaseExample } from "#app/content/schemas.ts";
import { shortAuthors } from "#app/lib/citation.ts";
import { externalLinkProps } from "#app/lib/links.ts";
import { cn } from "#app/lib/utils.ts";

/** Literal class names, so Tailwind generates each case colour token. */
const colorClasses: Record<CaseExample["colorClass"], string> = {
  "case-teal": "bg-case-teal",
  "case-amber": "bg-case-amber",
  "case-violet": "bg-case-violet",
  "case-rose": "bg-case-rose",
};

export type CaseCardLabels = {
  techniques: string;
  impact: string;
  illustrative: string;
  source: string;
  humaneAlternative: string;
  background: string;
  realActions: string;
  noRealActions: string;
};

/** An action in the enforcement record against one of the card's techniques. */
export type CaseAction = { id: string; company: string; authority: string; year: string };

/**
 * A platform case in the spec's shape: platform, category, techniques, description, impact
 * (exactly as stated, marked illustrative or linked to its source), colour and icon, plus the
 * humane alternative and background reading.
 */
export function CaseCard({
  item,
  labels,
  actions,
}: {
  item: CaseStudy;
  labels: CaseCardLabels;
  actions: CaseAction[];
}) {
  return (
    <article
      aria-labelledby={`${item.id}-title`}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground"
    >
      <div className={cn("flex items-center gap-4 px-6 py-5", colorClasses[item.colorClass])}>
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-card/80 text-foreground">
          <Icon name={item.icon} className="size-6" />
        </span>
        <div>
          <p className="text-sm font-semibold tracking-wider uppercase">{item.category}</p>
          <h3 id={`${item.id}-title`} className="text-2xl font-semibold">
            {item.platform}
          </h3>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-5 p-6">
        <p>{item.description}</p>
        <div>
          <p
            id={`${item.id}-techniques`}
            className="text-sm font-semibold tracking-wider text-primary uppercase"
          >
            {labels.techniques}
          </p>
          <ul className="mt-1 flex list-none flex-wrap gap-x-5 p-0">
            {item.techniques.map((technique) => {
              const pattern = item.patternLinks[technique];
              return (
                <li key={technique}>
                  {pattern ? (
                    // A technique with a page in the pattern library is a link, and looks like one.
                    <Link
                      to={`/patterns/${pattern}`}
                      className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline decoration-1 underline-offset-4 hover:decoration-2"
                    >
                      <span>
                        {technique}
                        <span className="sr-only"> in the pattern library</span>
                      </span>
                      <Icon name="arrow-right" className="size-4 shrink-0" />
                    </Link>
                  ) : (
                    // Not a link: plain text, no chip or underline that would suggest one.
                    <span className="inline-flex min-h-11 items-center">{technique}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <div className="rounded-md border border-border bg-muted/60 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold tracking-wider text-primary uppercase">{labels.impact}</p>
            {item.impactSource === "illustrative" ? (
              <Badge variant="highlight">{labels.illustrative}</Badge>
            ) : (
              <p className="text-sm">
                {labels.source}:{" "}
                <a href={item.impactSource.href} {...externalLinkProps}>
                  {item.impactSource.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            )}
          </div>
          {/* An example, not a statistic: the figure in running text, not as a headline number. */}
          <p className="mt-1 font-semibold first-letter:uppercase">{item.impact}</p>
          <p className="mt-1 text-[0.9375rem] text-muted-foreground">{item.impactDetail}</p>
        </div>
        <div className="flex gap-3 rounded-md bg-accent/60 p-4">
          <Icon name="heart-handshake" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <p className="text-sm font-semibold tracking-wider text-primary uppercase">
              {labels.humaneAlternative}
            </p>
            <p className="mt-1">{item.humaneAlternative}</p>
          </div>
        </div>
        <div className="text-[0.9375rem]">
          <p className="font-semibold">{labels.realActions}</p>
          {actions.length > 0 ? (
            <ul className="mt-1 flex list-none flex-col p-0">
              {actions.map((action) => (
                <li key={action.id}>
                  <Link
                    to={`/enforcement/${action.id}`}
                    className="inline-flex min-h-11 items-center underline decoration-1 hover:decoration-2"
                  >
                    {action.company}, {action.year}
                  </Link>{" "}
                  <span className="text-muted-foreground">({action.authority})</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-muted-foreground">{labels.noRealActions}</p>
          )}
        </div>
        {item.sources.length > 0 ? (
          <div className="mt-auto text-[0.9375rem]">
            <p className="font-semibold">{labels.background}</p>
            <ul className="mt-1 flex list-none flex-col gap-1 p-0">
              {item.sources.map((reference) => (
                <li key={reference.id}>
                  {reference.url ? (
                    <a
                      href={reference.url}
                      {...externalLinkProps}
                      className="underline decoration-1 hover:decoration-2"
                    >
                      {reference.title}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <cite>{reference.title}</cite>
                  )}{" "}
                  <span className="text-muted-foreground">
                    ({shortAuthors(reference.authors)}, {reference.year})
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </article>
  );
}
