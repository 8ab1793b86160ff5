import { type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { EnforcementExplorer } from "#app/components/enforcement/enforcement-explorer.tsx";
import { enforcementPageData } from "#app/data/enforcement-data.server.ts";
import { NarrowingLinks } from "#app/components/enforcement/narrowing-links.tsx";
import { DataDownloads } from "#app/components/shared/data-downloads.tsx";
import { PageFamily } from "#app/components/sections/page-family.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { TaxonomyPointer } from "#app/components/taxonomy/taxonomy-pointer.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { enforcementPage } from "#app/content/pages/enforcement.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { externalLinkProps } from "#app/lib/links.ts";
import { pagePath } from "#app/lib/page-path.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { fillCount, fillTemplate } from "#app/lib/template.ts";
import { siteConfig } from "#app/site.config.ts";
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
      {/* The same files and words on every page of this route (the narrowed ones too), so the kept HTML is
          never another page's. */}
      <Section hydrate={false} header={text.header} tone="muted" id="data">
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
