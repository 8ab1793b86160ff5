import { Link } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { CorrectionsLog } from "#app/components/transparency/corrections-log.tsx";
import { FundingRecord } from "#app/components/transparency/funding-record.tsx";
import { ReuseAndCite } from "#app/components/transparency/reuse-and-cite.tsx";
import { transparencyPage } from "#app/content/pages/transparency.ts";
import { transparency } from "#app/content/transparency.ts";
import { updatesPage } from "#app/content/pages/updates.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/transparency";

/**
 * Build time only: the page's copy and its record (the corrections log grows with every correction) reach
 * it as loader data, not as JavaScript, which stays within the page budget with the copy buttons of #reuse.
 */
export function loader() {
  return { page: transparencyPage, record: transparency, updatesLink: updatesPage.linkLabel };
}

/** Client-side navigations: the pre-rendered data, or the page as a document if it cannot be fetched. */
export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? pageMeta({ ...loaderData.page.meta, location }) : [];

export default function TransparencyRoute({ loaderData }: Route.ComponentProps) {
  const { page, record: transparency, updatesLink } = loaderData;
  const { hero, record, editorial, corrections, reuse } = page;
  return (
    <>
      <PageHero hero={hero} />
      <Section id="funding" header={record.header}>
        <FundingRecord
          record={transparency.record}
          checkedOn={transparency.recordCheckedOn}
          none={record.none}
          checkedOnLabel={record.checkedOn}
          labels={record.labels}
        />
      </Section>
      <Section hydrate={false} id="editorial-policy" header={editorial.header} tone="muted">
        <ul className="flex max-w-[68ch] list-disc flex-col gap-3 pl-6 text-lg leading-relaxed marker:text-primary">
          {editorial.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Section>
      <Section hydrate={false} id="corrections" header={corrections.header}>
        <div className="flex max-w-[68ch] flex-col gap-4 text-lg leading-relaxed">
          {corrections.policy.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <Link to="/updates" className="inline-flex min-h-11 items-center font-semibold">
              {updatesLink}
            </Link>
          </p>
        </div>
        <CorrectionsLog title={corrections.logTitle} corrections={transparency.corrections} />
      </Section>
      {/* Linked from elsewhere as /transparency#reuse. */}
      <Section id="reuse" header={reuse.header} tone="muted">
        <ReuseAndCite text={reuse} />
      </Section>
    </>
  );
}
