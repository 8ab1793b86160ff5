import type { ShouldRevalidateFunctionArgs } from "react-router";
import { EnforcementExplorer } from "~/components/enforcement/enforcement-explorer";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { RecordDownloads } from "~/components/enforcement/record-downloads";
import { enforcementPage } from "~/content/pages/enforcement";
import { dataOrDocument } from "~/lib/data-or-document";
import { enforcementPageData } from "~/components/enforcement/enforcement-data.server";
import { externalLinkProps } from "~/lib/links";
import { pageMeta } from "~/lib/seo";
import { siteConfig } from "~/site.config";
import type { Route } from "./+types/enforcement";

/** Build time: the records as the page shows them, the filter choices and the counts. */
export function loader() {
  return enforcementPageData();
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

/** The filters only change the query: the records stay the same, so there is nothing to load again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => pageMeta({ ...enforcementPage.meta, path: "/enforcement" });

export default function EnforcementRoute({ loaderData }: Route.ComponentProps) {
  const { records, options, labels, counts, downloads, licence } = loaderData;
  const { hero, method, recordsHeader, downloads: text } = enforcementPage;
  const [licenceBefore, licenceAfter] = text.licence.replace("{site}", siteConfig.name).split("{licence}");
  return (
    <>
      <PageHero hero={hero} />
      <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
        <p className="max-w-[70ch] text-lg font-semibold">{counts}</p>
        {method.map((paragraph) => (
          <p key={paragraph} className="mt-3 max-w-[70ch] text-muted-foreground">
            {paragraph}
          </p>
        ))}
        <RecordDownloads {...downloads} labels={text} className="mt-5 flex flex-wrap gap-3" />
      </div>
      <Section header={recordsHeader}>
        <EnforcementExplorer records={records} options={options} labels={labels} text={enforcementPage} />
      </Section>
      <Section header={text.header} tone="muted" id="data">
        <RecordDownloads {...downloads} labels={text} primary />
        <p className="mt-5 max-w-[70ch]">
          {licenceBefore}
          <a href={licence.url} {...externalLinkProps} className="underline decoration-1 hover:decoration-2">
            {licence.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {licenceAfter}
        </p>
        <h3 className="mt-10 text-2xl font-semibold">{text.dictionaryTitle}</h3>
        <dl className="mt-4 grid max-w-4xl gap-x-8 gap-y-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          {text.dictionary.map((entry) => (
            <div key={entry.field} className="contents">
              <dt className="font-mono text-[0.9375rem] font-semibold">{entry.field}</dt>
              <dd className="mb-2 sm:mb-0">{entry.meaning}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}
