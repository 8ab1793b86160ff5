import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { Badge } from "~/components/ui/badge";
import type { EnforcementPage } from "~/content/pages/enforcement";
import type { EnforcementLabels, EnforcementRecordView } from "~/lib/enforcement-types";
import { formatDateStable } from "~/lib/format-date";
import { externalLinkProps } from "~/lib/links";
import { fillTemplate } from "~/lib/template";

const linkClass = "underline decoration-1 underline-offset-2 hover:decoration-2";

/**
 * One action in the record: its own anchor (the record's id), what the authority said, the outcome,
 * where it stands and a citation line. Complaints and preliminary findings carry their stage in the
 * badge and are worded as allegations in the data (content/enforcement/schema.ts).
 */
export function EnforcementRecordItem({
  record,
  labels,
  text,
}: {
  record: EnforcementRecordView;
  labels: EnforcementLabels;
  text: EnforcementPage["record"];
}) {
  const titleId = `${record.id}-title`;
  const dateLabel = formatDateStable(record.date);
  const checkedLabel = formatDateStable(record.checkedOn);
  const stageLabel = labels.stage[record.stage] ?? record.stage;
  const citation = fillTemplate(text.citation, {
    authority: record.authority,
    year: record.year,
    company: record.company,
    stage: stageLabel,
    date: dateLabel,
    site: labels.siteName,
    url: `${labels.pageUrl}#${record.id}`,
    checked: checkedLabel,
  });
  return (
    <article
      id={record.id}
      aria-labelledby={titleId}
      className="border-t border-border py-8 first:border-t-0"
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-[0.9375rem] text-muted-foreground">
        <time dateTime={record.date} className="font-semibold text-foreground">
          {dateLabel}
        </time>
        <Badge
          variant={
            record.stage === "complaint-filed" || record.stage === "preliminary-findings"
              ? "outline"
              : "default"
          }
        >
          <span className="sr-only">{text.stage}: </span>
          {stageLabel}
        </Badge>
        <span>
          <span className="sr-only">{text.jurisdiction}: </span>
          {labels.jurisdiction[record.jurisdiction]}
        </span>
      </p>
      <h4 id={titleId} className="mt-3 text-2xl font-semibold tracking-tight">
        {record.company}
      </h4>
      <p className="mt-1 text-muted-foreground">
        <span className="sr-only">{text.authority}: </span>
        {record.authority}
      </p>
      <p className="mt-4 max-w-[70ch] text-lg">{record.summary}</p>
      <dl className="mt-5 grid gap-x-8 gap-y-4 text-[0.9375rem] md:grid-cols-2">
        <div>
          <dt className="font-semibold">{text.patterns}</dt>
          <dd className="mt-1">
            {record.patterns.length > 0 ? (
              <ul className="flex list-none flex-wrap gap-x-4 p-0">
                {record.patterns.map((slug) => (
                  <li key={slug}>
                    <Link
                      to={`/patterns/${slug}`}
                      className={`inline-flex min-h-11 items-center ${linkClass}`}
                    >
                      {labels.pattern[slug] ?? slug}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <>
                <span className="italic">{text.designAtIssue}:</span> {record.designNote}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{text.law}</dt>
          <dd className="mt-1">{record.law}</dd>
        </div>
        <div>
          <dt className="font-semibold">{text.outcome}</dt>
          <dd className="mt-1">
            {record.money ?? (record.orders ? text.noMoney : text.pending)}
            {record.orders ? <span className="block">{record.orders}</span> : null}
            {record.liability ? (
              <span className="block">
                <span className="sr-only">{text.liability}: </span>
                {record.liability}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{text.status}</dt>
          <dd className="mt-1">
            {record.status}{" "}
            <span className="text-muted-foreground">
              ({fillTemplate(text.checked, { date: checkedLabel })})
            </span>
          </dd>
        </div>
        <div className="md:col-span-2">
          <dt className="font-semibold">{text.primarySource}</dt>
          <dd className="mt-1">
            <a href={record.primarySource} {...externalLinkProps} className={linkClass}>
              {fillTemplate(text.primarySourceLink, {
                site: new URL(record.primarySource).hostname.replace(/^www\./, ""),
              })}
              <span className="sr-only">: {record.company}</span>
              <Icon name="external-link" className="ml-1 inline size-4 align-[-2px]" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {record.secondarySources.length > 0 ? (
              <span className="mt-2 block">
                {text.otherSources}:{" "}
                {record.secondarySources.map((source, index) => (
                  <span key={source.url}>
                    {index > 0 ? "; " : null}
                    <a href={source.url} {...externalLinkProps} className={linkClass}>
                      {source.title}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </span>
                ))}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      <div className="mt-5 rounded-md bg-muted/70 px-4 py-3 text-[0.9375rem]">
        <p className="font-semibold">{text.cite}</p>
        <p className="mt-1 break-words">{citation}</p>
        <a href={`#${record.id}`} className={`mt-1 inline-flex min-h-11 items-center gap-1.5 ${linkClass}`}>
          <Icon name="link" className="size-4" />
          <span>
            {text.permalink}
            <span className="sr-only">: {record.company}</span>
          </span>
        </a>
      </div>
    </article>
  );
}
