import { z } from "zod";

import { enforcementCheckedOn, recordsForPattern } from "#app/content/enforcement.ts";
import { taxonomyPage } from "#app/content/pages/taxonomy.ts";
import { harmGroups, harmIds, harmsOf } from "#app/content/pattern-harms.ts";
import { patternFamilyNames, patterns } from "#app/content/patterns.ts";
import { references } from "#app/content/references.ts";
import { patternFamilies, type Reference } from "#app/content/schemas.ts";
import {
  taxonomies,
  taxonomyEntries,
  taxonomyIds,
  taxonomyMap,
  taxonomyNamesOf,
  taxonomyStatuses,
  type TaxonomyId,
  type TaxonomyTerm,
} from "#app/content/taxonomy.ts";
import { csvCell } from "#app/lib/enforcement-export.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * Build time only: the map of names (/taxonomy) and the whole pattern catalogue as files, and what the /taxonomy
 * page shows of them. The page receives its rows from its loader, so neither the library nor the map ships in its
 * script. The CSV and JSON are made here from the same modules as the page, and checked against each other over the
 * built files (tests/build/taxonomy.test.ts).
 */

export const taxonomyDownloads = {
  csv: "/taxonomy.csv",
  json: "/taxonomy.json",
  schema: "/taxonomy.schema.json",
} as const;

export const catalogueDownloads = {
  csv: "/patterns.csv",
  json: "/patterns.json",
  schema: "/patterns.schema.json",
} as const;

/** The catalogue's format: raise it when a field changes meaning or goes; adding patterns keeps it. */
export const catalogueVersion = "1.0.0";

const patternPath = (slug: string) => `/patterns/${slug}`;

function referenceOf(id: string): Reference {
  const reference = references.find((entry) => entry.id === id);
  if (!reference) throw new Error(`content/taxonomy.ts cites "${id}", which is not in references.ts`);
  return reference;
}

/** A name as a cell shows it: "Countdown Timer (Urgency)"; Gray et al.'s level and parent where known. */
export function termLabel(term: TaxonomyTerm): string {
  const details = [
    term.group,
    term.level ? `${term.level} level` : undefined,
    term.parent ? `under ${term.parent}` : undefined,
  ].filter(Boolean);
  return details.length > 0 ? `${term.name} (${details.join(", ")})` : term.name;
}

/** The newest of the dates a file's data rests on: its `generated` day, the same from build to build. */
const newest = (dates: string[]) => [...dates].sort().at(-1)!;

// ---------------------------------------------------------------------------------------------------------------
// The page

export type TaxonomyCell = { name: string; group: string | null };
export type TaxonomyRow = {
  slug: string;
  name: string;
  /** Names by taxonomy, for the taxonomies the table shows. */
  names: Partial<Record<TaxonomyId, TaxonomyCell[]>>;
};

/** Everything /taxonomy shows: the columns we could check, the rows by family, the other types and the sources. */
export function taxonomyPageData() {
  const shown = taxonomies.filter((taxonomy) => taxonomy.status !== "unchecked");
  const nameOf = new Map(patterns.map((pattern) => [pattern.slug, pattern.name]));
  const families = patternFamilies.map((family) => ({
    id: family,
    name: patternFamilyNames[family],
    rows: patterns
      .filter((pattern) => pattern.family === family)
      .map((pattern): TaxonomyRow => ({
        slug: pattern.slug,
        name: pattern.name,
        names: Object.fromEntries(
          shown.flatMap((taxonomy) => {
            const terms = taxonomyNamesOf(pattern.slug, taxonomy.id);
            return terms.length > 0
              ? [[taxonomy.id, terms.map((term) => ({ name: term.name, group: term.group ?? null }))]]
              : [];
          }),
        ),
      })),
  }));
  const named = taxonomyEntries.filter((entry) => Object.keys(entry.names).length > 0).length;
  return {
    columns: shown.map(({ id, label }) => ({ id, label })),
    families,
    counts: fillTemplate(taxonomyPage.counts, {
      named,
      patterns: patterns.length,
      checked: shown.length,
      taxonomies: taxonomies.length,
    }),
    otherTypes: taxonomyMap.otherTypes.map((other) => ({
      ...other,
      taxonomyLabel: taxonomies.find((taxonomy) => taxonomy.id === other.taxonomy)!.label,
      coveredByName: other.coveredBy ? (nameOf.get(other.coveredBy) ?? other.coveredBy) : null,
    })),
    sources: taxonomies.map((taxonomy) => ({
      id: taxonomy.id,
      label: taxonomy.label,
      status: taxonomy.status,
      basis: taxonomy.basis,
      reference: referenceOf(taxonomy.cite),
    })),
    downloads: taxonomyDownloads,
    catalogue: catalogueDownloads,
    licence: siteConfig.contentLicence,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// /taxonomy.json, /taxonomy.csv, /taxonomy.schema.json

export type TaxonomyExportTerm = {
  name: string;
  group: string | null;
  level: "high" | "meso" | "low" | null;
  parent: string | null;
};

export type TaxonomyExport = {
  title: string;
  url: string;
  licence: { name: string; url: string };
  schema: string;
  version: string;
  generated: string;
  taxonomies: {
    id: TaxonomyId;
    label: string;
    status: (typeof taxonomyStatuses)[number];
    basis: string;
    source: { authors: string; year: number; title: string; published: string; url: string | null };
  }[];
  patterns: {
    slug: string;
    name: string;
    family: string;
    page: string;
    names: Record<TaxonomyId, TaxonomyExportTerm[]>;
  }[];
  other_types: {
    taxonomy: TaxonomyId;
    name: string;
    group: string | null;
    definition: string;
    covered_by: string | null;
  }[];
};

const exportTerm = (term: TaxonomyTerm): TaxonomyExportTerm => ({
  name: term.name,
  group: term.group ?? null,
  level: term.level ?? null,
  parent: term.parent ?? null,
});

export function taxonomyExport(): TaxonomyExport {
  return {
    title: fillTemplate(taxonomyPage.downloads.fileTitle, { site: siteConfig.name }),
    url: absoluteUrl("/taxonomy"),
    licence: siteConfig.contentLicence,
    schema: absoluteUrl(taxonomyDownloads.schema),
    version: taxonomyMap.version,
    generated: taxonomyMap.checkedOn,
    taxonomies: taxonomies.map((taxonomy) => {
      const reference = referenceOf(taxonomy.cite);
      return {
        id: taxonomy.id,
        label: taxonomy.label,
        status: taxonomy.status,
        basis: taxonomy.basis,
        source: {
          authors: reference.authors,
          year: reference.year,
          title: reference.title,
          published: reference.source,
          url: reference.url ?? null,
        },
      };
    }),
    patterns: patterns.map((pattern) => ({
      slug: pattern.slug,
      name: pattern.name,
      family: pattern.family,
      page: absoluteUrl(patternPath(pattern.slug)),
      names: Object.fromEntries(
        taxonomyIds.map((id) => [id, taxonomyNamesOf(pattern.slug, id).map(exportTerm)]),
      ) as Record<TaxonomyId, TaxonomyExportTerm[]>,
    })),
    other_types: taxonomyMap.otherTypes.map((other) => ({
      taxonomy: other.taxonomy,
      name: other.name,
      group: other.group ?? null,
      definition: other.definition,
      covered_by: other.coveredBy ? absoluteUrl(patternPath(other.coveredBy)) : null,
    })),
  };
}

/** The CSV's columns: the pattern, then one column per taxonomy whose cell lists its names, separated by "; ". */
export const taxonomyCsvColumns = ["slug", "name", "family", "page", ...taxonomyIds] as const;

export function taxonomyCsv(): string {
  const file = taxonomyExport();
  const rows = file.patterns.map((pattern) => {
    const cells: Record<string, string> = {
      slug: pattern.slug,
      name: pattern.name,
      family: pattern.family,
      page: pattern.page,
      ...Object.fromEntries(
        taxonomyIds.map((id) => [
          id,
          pattern.names[id]
            .map((term) =>
              termLabel({
                name: term.name,
                group: term.group ?? undefined,
                level: term.level ?? undefined,
                parent: term.parent ?? undefined,
              }),
            )
            .join("; "),
        ]),
      ),
    };
    return taxonomyCsvColumns.map((column) => csvCell(cells[column] ?? "")).join(",");
  });
  return `\uFEFF${[taxonomyCsvColumns.join(","), ...rows].join("\r\n")}\r\n`;
}

export function taxonomyJson(): string {
  return `${JSON.stringify(taxonomyExport(), null, 2)}\n`;
}

const day = z.iso.date();
const url = z.url();
const nullableText = z.string().nullable();

/** Field meanings from the page's data dictionary, so the schema and the page say the same. */
function describer(dictionary: readonly { field: string; meaning: string }[]) {
  const meanings = new Map(dictionary.map((entry) => [entry.field, entry.meaning]));
  return <T extends z.ZodType>(name: string, schema: T) => {
    const meaning = meanings.get(name);
    return meaning ? schema.describe(meaning) : schema;
  };
}

function jsonSchemaText(id: string, title: string, schema: z.ZodType): string {
  return `${JSON.stringify(
    { $id: absoluteUrl(id), title, ...z.toJSONSchema(schema, { target: "draft-2020-12" }) },
    null,
    2,
  )}\n`;
}

export function taxonomyJsonSchema(): string {
  const field = describer(taxonomyPage.downloads.dictionary);
  const term = z
    .object({
      name: z.string(),
      group: nullableText,
      level: z.enum(["high", "meso", "low"]).nullable(),
      parent: nullableText,
    })
    .strict();
  const file = z
    .object({
      title: z.string(),
      url,
      licence: z.object({ name: z.string(), url }).strict(),
      schema: url,
      version: field("version", z.string().regex(/^\d+\.\d+\.\d+$/)),
      generated: field("generated", day),
      taxonomies: field(
        "taxonomies",
        z.array(
          z
            .object({
              id: z.enum(taxonomyIds),
              label: z.string(),
              status: z.enum(taxonomyStatuses),
              basis: z.string(),
              source: z
                .object({
                  authors: z.string(),
                  year: z.number().int(),
                  title: z.string(),
                  published: z.string(),
                  url: url.nullable(),
                })
                .strict(),
            })
            .strict(),
        ),
      ),
      patterns: field(
        "patterns",
        z.array(
          z
            .object({
              slug: z.string(),
              name: z.string(),
              family: z.enum(patternFamilies),
              page: url,
              names: z.object(Object.fromEntries(taxonomyIds.map((id) => [id, z.array(term)]))).strict(),
            })
            .strict(),
        ),
      ),
      other_types: field(
        "other_types",
        z.array(
          z
            .object({
              taxonomy: z.enum(taxonomyIds),
              name: z.string(),
              group: nullableText,
              definition: z.string(),
              covered_by: url.nullable(),
            })
            .strict(),
        ),
      ),
    })
    .strict();
  return jsonSchemaText(
    taxonomyDownloads.schema,
    fillTemplate(taxonomyPage.downloads.fileTitle, { site: siteConfig.name }),
    file,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// /patterns.json, /patterns.csv, /patterns.schema.json: the whole catalogue

export type CatalogueExport = {
  title: string;
  url: string;
  licence: { name: string; url: string };
  schema: string;
  version: string;
  generated: string;
  harms: { id: string; label: string }[];
  patterns: {
    slug: string;
    name: string;
    family: string;
    family_name: string;
    other_names: string[];
    summary: string;
    definition: string;
    harms: string[];
    laws: { instrument: string; provision: string }[];
    record_ids: string[];
    last_law_check: string;
    page: string;
  }[];
};

export function catalogueExport(): CatalogueExport {
  return {
    title: fillTemplate(taxonomyPage.catalogue.fileTitle, { site: siteConfig.name }),
    url: absoluteUrl("/patterns"),
    licence: siteConfig.contentLicence,
    schema: absoluteUrl(catalogueDownloads.schema),
    version: catalogueVersion,
    generated: newest([...patterns.map((pattern) => pattern.lawCheckedOn), enforcementCheckedOn]),
    harms: harmGroups.map(({ id, label }) => ({ id, label })),
    patterns: patterns.map((pattern) => ({
      slug: pattern.slug,
      name: pattern.name,
      family: pattern.family,
      family_name: patternFamilyNames[pattern.family],
      other_names: pattern.alsoKnownAs,
      summary: pattern.summary,
      definition: pattern.definition,
      harms: harmsOf(pattern.slug),
      laws: pattern.law.map(({ instrument, provision }) => ({ instrument, provision })),
      record_ids: recordsForPattern(pattern.slug).map((record) => record.id),
      last_law_check: pattern.lawCheckedOn,
      page: absoluteUrl(patternPath(pattern.slug)),
    })),
  };
}

/** Lists are joined with "; ", laws (whose provisions may hold semicolons) with " | ", each "instrument: provision". */
export const catalogueCsvColumns = [
  "slug",
  "name",
  "family",
  "other_names",
  "summary",
  "definition",
  "harms",
  "laws",
  "record_ids",
  "last_law_check",
  "page",
] as const;

export function catalogueCsv(): string {
  const rows = catalogueExport().patterns.map((pattern) => {
    const cells: Record<(typeof catalogueCsvColumns)[number], string> = {
      slug: pattern.slug,
      name: pattern.name,
      family: pattern.family,
      other_names: pattern.other_names.join("; "),
      summary: pattern.summary,
      definition: pattern.definition,
      harms: pattern.harms.join("; "),
      laws: pattern.laws.map((law) => `${law.instrument}: ${law.provision}`).join(" | "),
      record_ids: pattern.record_ids.join("; "),
      last_law_check: pattern.last_law_check,
      page: pattern.page,
    };
    return catalogueCsvColumns.map((column) => csvCell(cells[column])).join(",");
  });
  return `\uFEFF${[catalogueCsvColumns.join(","), ...rows].join("\r\n")}\r\n`;
}

export function catalogueJson(): string {
  return `${JSON.stringify(catalogueExport(), null, 2)}\n`;
}

export function catalogueJsonSchema(): string {
  const field = describer(taxonomyPage.catalogue.dictionary);
  const file = z
    .object({
      title: z.string(),
      url,
      licence: z.object({ name: z.string(), url }).strict(),
      schema: url,
      version: field("version", z.string().regex(/^\d+\.\d+\.\d+$/)),
      generated: field("generated", day),
      harms: field("harms", z.array(z.object({ id: z.enum(harmIds), label: z.string() }).strict())),
      patterns: z.array(
        z
          .object({
            slug: field("slug", z.string()),
            name: field("name", z.string()),
            family: field("family", z.enum(patternFamilies)),
            family_name: field("family_name", z.string()),
            other_names: field("other_names", z.array(z.string())),
            summary: field("summary", z.string()),
            definition: field("definition", z.string()),
            harms: field("harms", z.array(z.enum(harmIds))),
            laws: field(
              "laws",
              z.array(z.object({ instrument: z.string(), provision: z.string() }).strict()),
            ),
            record_ids: field("record_ids", z.array(z.string())),
            last_law_check: field("last_law_check", day),
            page: field("page", url),
          })
          .strict(),
      ),
    })
    .strict();
  return jsonSchemaText(
    catalogueDownloads.schema,
    fillTemplate(taxonomyPage.catalogue.fileTitle, { site: siteConfig.name }),
    file,
  );
}
