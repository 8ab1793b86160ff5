import { DataDictionary } from "~/components/taxonomy/data-dictionary";
import { DataDownloads } from "~/components/shared/data-downloads";
import { TaxonomyList } from "~/components/taxonomy/taxonomy-list";
import { TaxonomyOtherTypes } from "~/components/taxonomy/taxonomy-other-types";
import { TaxonomySources } from "~/components/taxonomy/taxonomy-sources";
import { TaxonomyTable } from "~/components/taxonomy/taxonomy-table";
import { PageHero } from "~/components/sections/page-hero";
import { StaticPart } from "~/components/layout/static-part";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { Section } from "~/components/sections/section";
import { taxonomyPage } from "~/content/pages/taxonomy";
import { taxonomyPageData } from "~/data/taxonomy-data.server";
import { dataOrDocument } from "~/lib/data-or-document";
import { externalLinkProps } from "~/lib/links";
import { pageMeta } from "~/lib/seo";
import { fillTemplate } from "~/lib/template";
import { siteConfig } from "~/site.config";
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
      <Section header={text.otherTypes.header} id="other-types">
        <TaxonomyOtherTypes
          types={otherTypes}
          text={text.otherTypes}
          groupLabel={(group) => fillTemplate(text.table.group, { group })}
        />
      </Section>
      <Section header={text.sources.header} tone="muted" id="sources">
        <TaxonomySources sources={sources} text={text.sources} />
      </Section>
      <Section header={text.downloads.header} id="data">
        <DataDownloads {...downloads} labels={labels} primary />
        {licenceNote(text.downloads.licence)}
        <DataDictionary title={text.downloads.dictionaryTitle} entries={text.downloads.dictionary} />
      </Section>
      <Section header={text.catalogue.header} tone="muted" id="library-data">
        <DataDownloads {...catalogue} labels={labels} primary />
        {licenceNote(text.catalogue.licence)}
        <DataDictionary title={text.catalogue.dictionaryTitle} entries={text.catalogue.dictionary} />
      </Section>
    </>
  );
}
