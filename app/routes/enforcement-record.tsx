import { data } from "react-router";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { CiteThis } from "#app/components/cite/cite-this.tsx";
import { ShareButton } from "#app/components/cite/share-button.tsx";
import { recordPageData } from "#app/data/enforcement-data.server.ts";
import { RecordEvidence } from "#app/components/enforcement/record-evidence.tsx";
import { RecordFacts } from "#app/components/enforcement/record-facts.tsx";
import { RecordTimeline } from "#app/components/enforcement/record-timeline.tsx";
import { WithdrawnRecord } from "#app/components/enforcement/withdrawn-record.tsx";
import { withdrawnRecords } from "#app/content/enforcement/withdrawn.ts";
import { Icon } from "#app/components/icon.tsx";
import { recordCitation } from "#app/content/citations.server.ts";
import { enforcementPage } from "#app/content/pages/enforcement.ts";
import { pageCitation } from "#app/lib/cite-formats.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { externalLinkProps } from "#app/lib/links.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { formatDateStable } from "#app/lib/format-date.ts";
import type { Route } from "./+types/enforcement-record";

/** Build time, once per record (pre-rendered from family-paths.ts). */
export function loader({ params }: Route.LoaderArgs) {
  const { id } = params;
  const withdrawn = withdrawnRecords.find((record) => record.id === id);
  if (withdrawn)
    return {
      withdrawn: { ...withdrawn, dateLabel: formatDateStable(withdrawn.withdrawnOn) },
      text: enforcementPage.withdrawn,
    } as const;
  const page = recordPageData(id);
  const source = recordCitation(id);
  if (!page || !source) throw data(null, { status: 404 });
  return {
    withdrawn: null,
    ...page,
    text: enforcementPage.recordPage,
    citation: pageCitation(source, `/enforcement/${id}`),
  };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  if (loaderData.withdrawn) {
    const { company, authority } = loaderData.withdrawn;
    const title = fillTemplate(loaderData.text.title, { company, authority });
    // Kept so that links and citations do not break, but not for search engines to list.
    return [
      ...pageMeta({
        title,
        description: fillTemplate(loaderData.text.description, {
          company,
          authority,
          date: loaderData.withdrawn.dateLabel,
        }),
        location,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  return [
    ...pageMeta({
      title: loaderData.title,
      description: loaderData.description,
      location,
      imageAlt: loaderData.description,
    }),
    ...loaderData.citation.tags,
  ];
};

export default function EnforcementRecordRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.withdrawn) {
    const { company, authority, dateLabel } = loaderData.withdrawn;
    return (
      <WithdrawnRecord company={company} authority={authority} dateLabel={dateLabel} text={loaderData.text} />
    );
  }
  const { record, previous, next, title, text, citation } = loaderData;
  const linkClass = "underline decoration-1 underline-offset-2 hover:decoration-2";
  return (
    <article aria-labelledby="record-title">
      <header className="border-b border-border bg-muted/50">
        <div className="mx-auto max-w-4xl px-4 pt-6 pb-8 sm:px-6 md:pt-10">
          <div className="flex items-center justify-between gap-4">
            <Link to="/enforcement" className="inline-flex min-h-11 items-center gap-1.5 font-semibold">
              <Icon name="arrow-left" className="size-4" />
              {text.back}
            </Link>
            <ShareButton title={title} url={citation.url} />
          </div>
          <p className="mt-5 text-sm font-semibold tracking-wider text-primary uppercase">
            {text.eyebrow} · {record.jurisdiction}
          </p>
          <h1 id="record-title" className="mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">
            {record.company}
          </h1>
          <p className="mt-2 text-lg text-muted-foreground">
            {record.authorities.map((authority) => authority.name).join("; ")}
          </p>
          <p className="mt-5 max-w-[70ch] text-lg sm:text-xl">{record.summary}</p>
        </div>
      </header>

      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 py-10 sm:px-6">
        {/* Facts, status, history, evidence and sources never change after load: no hydration (issue 56). */}
        <StaticPart className="flex flex-col gap-12">
          <RecordFacts record={record} text={text} />

          <section aria-labelledby="status">
            <h2 id="status" className="text-2xl font-semibold">
              {text.statusTitle}
            </h2>
            <p className="mt-3 text-lg">
              <strong>
                {fillTemplate(text.statusLine, { label: record.status.label, date: record.status.dateLabel })}
              </strong>
              {": "}
              {record.status.text}
            </p>
            {record.statusNote ? <p className="mt-2 text-muted-foreground">{record.statusNote}</p> : null}
          </section>

          <RecordTimeline events={record.events} title={text.historyTitle} />

          <RecordEvidence evidence={record.evidence} text={text} />

          <section aria-labelledby="sources">
            <h2 id="sources" className="text-2xl font-semibold">
              {text.sourcesTitle}
            </h2>
            <p className="mt-3">
              <span className="font-semibold">{text.primarySource}: </span>
              <a href={record.primarySource.url} {...externalLinkProps} className={linkClass}>
                {record.primarySource.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>{" "}
              <span className="text-muted-foreground">({record.primarySource.host})</span>
            </p>
            {record.secondarySources.length > 0 ? (
              <>
                <p className="mt-3 font-semibold">{text.otherSources}</p>
                <ul className="mt-1 list-disc pl-6">
                  {record.secondarySources.map((source) => (
                    <li key={source.url}>
                      <a href={source.url} {...externalLinkProps} className={linkClass}>
                        {source.title}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <p className="mt-4 text-muted-foreground">
              {fillTemplate(text.checked, { added: record.addedLabel, checked: record.checkedLabel })}{" "}
              <Link to="/contact" className={linkClass}>
                {text.correction}
              </Link>
            </p>
          </section>
        </StaticPart>

        <CiteThis citation={citation} />

        <StaticPart
          as="nav"
          aria-label={text.back}
          className="grid gap-4 border-t border-border pt-6 sm:grid-cols-2"
        >
          {previous ? (
            <Link to={`/enforcement/${previous.id}`} className="flex min-h-11 flex-col no-underline">
              <span className="text-sm text-muted-foreground">{text.previous}</span>
              <span className="font-semibold underline decoration-1 underline-offset-2">
                {previous.company} ({previous.authority})
              </span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              to={`/enforcement/${next.id}`}
              className="flex min-h-11 flex-col no-underline sm:text-right"
            >
              <span className="text-sm text-muted-foreground">{text.next}</span>
              <span className="font-semibold underline decoration-1 underline-offset-2">
                {next.company} ({next.authority})
              </span>
            </Link>
          ) : null}
        </StaticPart>
      </div>
    </article>
  );
}
