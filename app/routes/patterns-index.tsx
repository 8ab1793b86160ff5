import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { TeachPointer } from "#app/components/teach/teach-pointer.tsx";
import { CatalogueLinks } from "#app/components/taxonomy/catalogue-links.tsx";
import { TaxonomyPointer } from "#app/components/taxonomy/taxonomy-pointer.tsx";
import { PatternCard } from "#app/components/patterns/pattern-card.tsx";
import { CallToActionBanner } from "#app/components/sections/call-to-action-banner.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { patternsPage } from "#app/content/pages/patterns.ts";
import { patternFamilyNames, patterns } from "#app/content/patterns.ts";
import { patternFamilies } from "#app/content/schemas.ts";
import { AiFamilyIntro, type AiFamilyView } from "#app/components/patterns/ai-family-intro.tsx";
import { HarmGroups, type HarmGroupView } from "#app/components/patterns/harm-groups.tsx";
import { narrowedPath, narrowedPatterns } from "#app/content/enforcement/record-paths.ts";
import { harmGroups } from "#app/content/pattern-harms.ts";
import { reportPage } from "#app/content/pages/report.ts";
import { authorityNames, enforcementRecords, recordYear, stageLabels } from "#app/content/enforcement.ts";
import { references } from "#app/content/references.ts";
import { catalogueDownloads } from "#app/data/taxonomy-data.server.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { useDeferredTemplates } from "#app/hooks/use-deferred-templates.ts";
import { pagePath } from "#app/lib/page-path.ts";
import { absoluteUrl, jsonLd, pageMeta } from "#app/lib/seo.ts";
import { fillTemplate } from "#app/lib/template.ts";
import type { Route } from "./+types/patterns-index";

/** The AI family's introduction: its cited sources resolved, and the record's AI actions from the data. */
function aiFamilyView(): AiFamilyView {
  const text = patternsPage.aiFamily;
  const cited = [...new Set([...text.paragraphs.flatMap((paragraph) => paragraph.cite), text.inquiry.cite])];
  const sources = cited.map((id) => {
    const reference = references.find((entry) => entry.id === id);
    if (!reference)
      throw new Error(
        `content/pages/patterns.ts: the AI family cites "${id}", which is not in references.ts`,
      );
    return reference;
  });
  const records = enforcementRecords
    .filter((record) => record.patterns.some((slug) => slug.startsWith("ai-")))
    .map((record) => ({
      id: record.id,
      label: `${record.company}: ${stageLabels[record.stage]} (${authorityNames(record, "shortName")}, ${recordYear(record)})`,
    }));
  return { text, sources, records };
}

/**
 * Browse by what it cost you: each group's patterns, the narrowed enforcement list of each of them that has
 * one (with its count), and /report with the chooser's answer for the group preselected (?what=).
 */
function harmGroupViews(): HarmGroupView[] {
  const named = new Map(patterns.map((pattern) => [pattern.slug, pattern.name]));
  const nameOf = (slug: string) => {
    const name = named.get(slug);
    if (!name) throw new Error(`content/pattern-harms.ts: "${slug}" is not a library pattern`);
    return name;
  };
  return harmGroups.map((group) => ({
    id: group.id,
    label: group.label,
    count: fillTemplate(patternsPage.countLabel, { count: group.patterns.length }),
    patterns: group.patterns.map((slug) => ({ href: `/patterns/${slug}`, label: nameOf(slug) })),
    records: group.patterns
      .filter((slug) => narrowedPatterns.includes(slug))
      .map((slug) => ({
        href: narrowedPath("pattern", slug),
        label: nameOf(slug),
        count: enforcementRecords.filter((record) => record.patterns.includes(slug)).length,
      }))
      .filter((record) => record.count > 0),
    report: {
      href: `/report?what=${group.report}`,
      label: fillTemplate(patternsPage.byHarm.reportLink, {
        problem: reportPage.problems[group.report].title,
      }),
    },
  }));
}

/** Build time only: the cards, grouped by family (their thumbnails are files, ADR 044). */
export function loader() {
  return {
    aiFamily: aiFamilyView(),
    catalogue: catalogueDownloads,
    harms: harmGroupViews(),
    families: patternFamilies.map((family) => ({
      id: family,
      name: patternFamilyNames[family],
      patterns: patterns
        .filter((pattern) => pattern.family === family)
        .map(({ slug, name, summary }) => ({ slug, name, summary })),
    })),
  };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ loaderData, location }) => [
  ...pageMeta({ ...patternsPage.meta, location }),
  jsonLd({
    "@context": "https://schema.org",
    "@type": "DefinedTermSet",
    name: patternsPage.meta.title,
    description: patternsPage.meta.description,
    url: absoluteUrl(pagePath(location.pathname)),
    hasDefinedTerm: (loaderData?.families ?? []).flatMap((family) =>
      family.patterns.map((pattern) => ({
        "@type": "DefinedTerm",
        name: pattern.name,
        description: pattern.summary,
        url: absoluteUrl(`/patterns/${pattern.slug}`),
      })),
    ),
  }),
];

export default function PatternsIndexRoute({ loaderData }: Route.ComponentProps) {
  const { hero, filterLabel, countLabel, spotTheCta, byHarm } = patternsPage;
  const { families, aiFamily, harms } = loaderData;
  useDeferredTemplates();
  return (
    <>
      <PageHero hero={hero}>
        {/* Grouped by family; these links jump to a family, with or without JavaScript. */}
        <nav aria-label={filterLabel} className="w-full">
          <p className="mb-1 text-sm font-semibold text-muted-foreground sm:mb-2">{filterLabel}</p>
          <ul className="flex list-none flex-wrap gap-2 p-0">
            {families.map((family) => (
              <li key={family.id}>
                <Link
                  to={`#${family.id}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-card px-3 font-medium no-underline hover:border-primary sm:px-4"
                >
                  {family.name}
                  <span className="text-sm text-muted-foreground">
                    {fillTemplate(countLabel, { count: family.patterns.length })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="#by-harm" className="inline-flex min-h-11 items-center font-semibold">
          {byHarm.jump}
        </Link>
      </PageHero>
      {families.map((family, index) => (
        <Section
          key={family.id}
          id={family.id}
          header={{ title: family.name }}
          tone={index % 2 === 1 ? "muted" : undefined}
        >
          {family.id === "ai" ? <AiFamilyIntro view={aiFamily} /> : null}
          {/* Cards and links only: they keep their HTML while the page hydrates (issue 56). */}
          <StaticPart as="ul" className="grid list-none gap-4 p-0 md:grid-cols-2 lg:grid-cols-3">
            {family.patterns.map((pattern) => (
              <li key={pattern.slug}>
                <PatternCard pattern={pattern} />
              </li>
            ))}
          </StaticPart>
        </Section>
      ))}
      <Section id="by-harm" header={byHarm.header} tone={families.length % 2 === 1 ? "muted" : undefined}>
        <HarmGroups groups={harms} text={byHarm} />
      </Section>
      <div className="mx-auto max-w-6xl px-4 pb-6 sm:px-6">
        <TeachPointer pointer={patternsPage.teach} />
        <TaxonomyPointer pointer={patternsPage.taxonomy} className="mt-2" />
        <CatalogueLinks files={loaderData.catalogue} text={patternsPage.catalogue} className="mt-2" />
      </div>
      <CallToActionBanner
        cta={{
          title: spotTheCta.title,
          body: spotTheCta.body,
          primary: { label: spotTheCta.label, href: "/spot-the-pattern" },
        }}
      />
    </>
  );
}
