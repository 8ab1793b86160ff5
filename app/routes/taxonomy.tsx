import { DataDictionary } from "#app/components/taxonomy/data-dictionary.tsx";
import { DataDownloads } from "#app/components/shared/data-downloads.tsx";
import { TaxonomyList } from "#app/components/taxonomy/taxonomy-list.tsx";
import { TaxonomyOtherTypes } from "#app/components/taxonomy/taxonomy-other-types.tsx";
import { TaxonomySources } from "#app/components/taxonomy/taxonomy-sources.tsx";
import { TaxonomyTable } from "#app/components/taxonomy/taxonomy-table.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { taxonomyPage } from "#app/content/pages/taxonomy.ts";
import { taxonomyPageData } from "#app/data/taxonomy-data.server.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { externalLinkProps } from "#app/lib/links.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { siteConfig } from "#app/site.config.ts";
import type { Route } from "./+types/taxonomy";

/**
 * /taxonomy, "One pattern, many names" (issue 54.3): the library's patterns beside the names the field's lists give
 * them, the lists' other types, each list's source and what we could check, and the map and the whole library as
 * open data. The rows come from the loader, made at build time, so the library does not ship in the page's script.
 */
export function loader() {
  return taxonomyPageData();
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...taxonomyPage.meta, location });

export default function TaxonomyRoute({ loaderData }: Route.ComponentProps) {
  const { columns, families, counts, otherTypes, sources, downloads, catalogue, licence } = loaderData;
  const text = taxonomyPage;
  const licenceNote = (template: string) => {
    const [before, after] = template.replace("{site}", siteConfig.name).split("{licence}");
    return (
      <p className="mt-5 max-w-[70ch]">
        {before}
        <a href={licence.url} {...externalLinkProps} className="underline decoration-1 hover:decoration-2">
          {licence.name}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        {after}
      </p>
    );
  };
  const labels = { csv: text.csv, json: text.json, schema: text.schema };
  return (
    <>
      <PageHero hero={text.hero}>
        <Button asChild>
          <Link to="#map">{text.jumps.map}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="#data">{text.jumps.data}</Link>
        </Button>
      </PageHero>
      <Section header={text.intro.header}>
        <StaticPart className="flex max-w-[70ch] flex-col gap-4 text-lg">
          {text.intro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className="font-semibold">{counts}</p>
        </StaticPart>
      </Section>
      <Section header={text.table.header} tone="muted" id="map">
        {/* A table from laptop width, a list on phones: both static, so neither costs hydration (ADR 036). */}
        <StaticPart className="hidden lg:block">
          <TaxonomyTable columns={columns} families={families} text={text.table} />
        </StaticPart>
        <StaticPart className="lg:hidden">
          <TaxonomyList columns={columns} families={families} text={text.table} />
        </StaticPart>
      </Section>
      <Section hydrate={false} header={text.otherTypes.header} id="other-types">
        <TaxonomyOtherTypes
          types={otherTypes}
          text={text.otherTypes}
          groupLabel={(group) => fillTemplate(text.table.group, { group })}
        />
      </Section>
      <Section hydrate={false} header={text.sources.header} tone="muted" id="sources">
        <TaxonomySources sources={sources} text={text.sources} />
      </Section>
      <Section hydrate={false} header={text.downloads.header} id="data">
        <DataDownloads {...downloads} labels={labels} primary />
        {licenceNote(text.downloads.licence)}
        <DataDictionary title={text.downloads.dictionaryTitle} entries={text.downloads.dictionary} />
      </Section>
      <Section hydrate={false} header={text.catalogue.header} tone="muted" id="library-data">
        <DataDownloads {...catalogue} labels={labels} primary />
        {licenceNote(text.catalogue.licence)}
        <DataDictionary title={text.catalogue.dictionaryTitle} entries={text.catalogue.dictionary} />
      </Section>
    </>
  );
}
