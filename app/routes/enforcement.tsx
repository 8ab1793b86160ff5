import { type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "~/components/ui/link";
import { EnforcementExplorer } from "~/components/enforcement/enforcement-explorer";
import { enforcementPageData } from "~/data/enforcement-data.server";
import { NarrowingLinks } from "~/components/enforcement/narrowing-links";
import { DataDownloads } from "~/components/shared/data-downloads";
import { PageFamily } from "~/components/sections/page-family";
import { PageHero } from "~/components/sections/page-hero";
import { TaxonomyPointer } from "~/components/taxonomy/taxonomy-pointer";
import { Section } from "~/components/sections/section";
import { enforcementPage } from "~/content/pages/enforcement";
import { dataOrDocument } from "~/lib/data-or-document";
import { externalLinkProps } from "~/lib/links";
import { pagePath } from "~/lib/page-path";
import { pageMeta } from "~/lib/seo";
import { fillCount, fillTemplate } from "~/lib/template";
import { siteConfig } from "~/site.config";
import type { Route } from "./+types/enforcement";

/**
 * /enforcement, and the same list pre-rendered narrowed to one pattern (/enforcement/pattern/{slug}) or
 * one jurisdiction (/enforcement/jurisdiction/{id}) so that a visitor without JavaScript can narrow it
 * by following links (two dynamic routes of their own in routes.ts).
 */
export function loader({ url }: Route.LoaderArgs) {
  return enforcementPageData(pagePath(url.pathname));
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

/** The filters and sort only change the query: the records stay the same, so there is nothing to load again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const narrowing = loaderData?.narrowing;
  if (!narrowing) return pageMeta({ ...enforcementPage.meta, location });
  const values = { label: narrowing.label };
  return pageMeta({
    title: fillTemplate(enforcementPage.narrowed.title, values),
    description: fillTemplate(enforcementPage.narrowed.description, values),
    location,
  });
};

export default function EnforcementRoute({ loaderData }: Route.ComponentProps) {
  const { rows, method, options, labels, counts, narrowing, narrowingLinks, downloads, licence } = loaderData;
  const { hero, downloads: text, narrowed } = enforcementPage;
  const [licenceBefore, licenceAfter] = text.licence.replace("{site}", siteConfig.name).split("{licence}");
  const preset = narrowing ? { [narrowing.key]: narrowing.value } : {};
  const narrowedCount = narrowing
    ? rows.filter((row) =>
        narrowing.key === "pattern"
          ? row.patterns.includes(narrowing.value)
          : row.jurisdiction === narrowing.value,
      ).length
    : 0;
  // The narrowed copies are not in site-pages.ts; they take the index look of /enforcement all the same.
  return (
    <PageFamily family="index">
      <PageHero hero={hero} />
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6 md:pt-8">
        <h2 className="sr-only">{enforcementPage.recordsHeading}</h2>
        {narrowing ? (
          <p className="mb-4 flex flex-wrap items-baseline gap-x-4 text-lg">
            <span>{fillCount(narrowed.lead, narrowedCount, { label: narrowing.label })}</span>
            <Link to="/enforcement" className="inline-flex min-h-11 items-center font-semibold">
              {narrowed.all}
            </Link>
          </p>
        ) : null}
        <EnforcementExplorer
          rows={rows}
          options={options}
          labels={labels}
          preset={preset}
          jsonUrl={downloads.json}
          text={enforcementPage}
        />
        <NarrowingLinks links={narrowingLinks} current={narrowing} text={narrowed} className="mt-8" />
        <div className="mt-10 max-w-[70ch]">
          <p className="text-lg font-semibold">{counts}</p>
          {method.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-muted-foreground">
              {paragraph}
            </p>
          ))}
          <p className="mt-3">
            <Link to="/updates" className="inline-flex min-h-11 items-center font-semibold">
              {enforcementPage.updatesLink}
            </Link>
          </p>
          <p>
            <Link to="/report" className="inline-flex min-h-11 items-center font-semibold">
              {enforcementPage.reportLink}
            </Link>
          </p>
        </div>
      </div>
      <Section header={text.header} tone="muted" id="data">
        <DataDownloads {...downloads} labels={text} primary />
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
        <TaxonomyPointer pointer={text.catalogue} className="mt-8" />
      </Section>
    </PageFamily>
  );
}
