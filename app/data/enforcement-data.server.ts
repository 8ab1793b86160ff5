import { z } from "zod";

import {
  actingAuthorities,
  authorityKindLabels,
  authorityNames,
  authorityOf,
  currentEvent,
  describeMoney,
  enforcementCheckedOn,
  enforcementPath,
  enforcementRecords,
  eventLabels,
  formatAmount,
  jurisdictionLabels,
  liabilityLabels,
  moneyKindLabels,
  recordJurisdiction,
  recordDescription,
  recordTitle,
  recordYear,
  recordsForPattern,
  stageLabels,
  totalMoney,
  type EnforcementRecord,
} from "#app/content/enforcement.ts";
import { narrowedPath } from "#app/content/enforcement/record-paths.ts";
import { enforcementStages, eventKinds } from "#app/content/enforcement/schema.ts";
import { sourceKinds } from "#app/content/enforcement/source-hosts.ts";
import { enforcementPage } from "#app/content/pages/enforcement.ts";
import { patterns } from "#app/content/patterns.ts";
import { exportJson, recordsToCsv, type ExportRecord } from "#app/lib/enforcement-export.ts";
import type { FilterOptions } from "#app/lib/enforcement-filter.ts";
import { formatDateStable, formatDayOrMonth } from "#app/lib/format-date.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import type {
  EnforcementLabels,
  EnforcementRecordPageView,
  EnforcementRow,
  PatternEnforcementView,
} from "#app/lib/enforcement-types.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * Build time only: the enforcement record turned into what the pages show (labels, dates in words) and
 * into the downloads. The pages receive it from their loaders, so none of this, nor the pattern library
 * it names, ships to the browser.
 */

export const enforcementDownloads = {
  csv: "/enforcement.csv",
  json: "/enforcement.json",
  schema: "/enforcement.schema.json",
} as const;

const patternNames = new Map(patterns.map((pattern) => [pattern.slug, pattern.name]));
const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, "");

/** Evidence in the order of sourceKinds (official, court, press, company, law firm, secondary), stable. */
function sortByKind<T extends { kind: string }>(items: T[]): T[] {
  const rank = (kind: string) => {
    const index = (sourceKinds as readonly string[]).indexOf(kind);
    return index === -1 ? sourceKinds.length : index;
  };
  return [...items].sort((a, b) => rank(a.kind) - rank(b.kind));
}

export function recordRow(record: EnforcementRecord): EnforcementRow {
  const total = totalMoney(record);
  return {
    id: record.id,
    date: record.date,
    year: recordYear(record),
    stage: record.stage,
    authorities: record.authorities,
    jurisdiction: recordJurisdiction(record),
    company: record.company,
    patterns: record.patterns,
    money: total ? formatAmount(total.amount, total.currency) : null,
    amount: total?.amount ?? null,
    currency: total?.currency ?? null,
  };
}

/** Labels shared by the rows, each once. */
export function enforcementLabels(): EnforcementLabels {
  return {
    stage: stageLabels,
    pattern: Object.fromEntries(patternNames),
    authority: Object.fromEntries(
      actingAuthorities().map((authority) => [authority.id, authority.shortName]),
    ),
  };
}

/** The filters' choices, in a useful order; their counts are worked out on the page from the rows. */
export function filterOptions(rows: readonly EnforcementRow[]): FilterOptions {
  const present = (values: string[]) => new Set(values);
  const rowPatterns = present(rows.flatMap((row) => row.patterns));
  const rowJurisdictions = present(rows.map((row) => row.jurisdiction));
  const rowAuthorities = present(rows.flatMap((row) => row.authorities));
  const rowStages = present(rows.map((row) => row.stage));
  return {
    pattern: patterns
      .filter((pattern) => rowPatterns.has(pattern.slug))
      .map((pattern) => ({ value: pattern.slug, label: pattern.name })),
    jurisdiction: Object.entries(jurisdictionLabels)
      .filter(([id]) => rowJurisdictions.has(id))
      .map(([value, label]) => ({ value, label })),
    authority: actingAuthorities()
      .filter((authority) => rowAuthorities.has(authority.id))
      .map((authority) => ({ value: authority.id, label: authority.shortName }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    year: [...new Set(rows.map((row) => row.year))]
      .sort()
      .reverse()
      .map((value) => ({ value, label: value })),
    stage: enforcementStages
      .filter((value) => rowStages.has(value))
      .map((value) => ({ value, label: stageLabels[value] })),
  };
}

export type Narrowing = { key: "pattern" | "jurisdiction"; value: string; label: string } | null;

/** The narrowed list a pre-rendered /enforcement/pattern/{slug} or /enforcement/jurisdiction/{id} shows. */
export function narrowingFromPath(pathname: string): Narrowing {
  const match = /^\/enforcement\/(pattern|jurisdiction)\/([a-z0-9-]+)\/?$/.exec(pathname);
  if (!match) return null;
  const key = match[1] as "pattern" | "jurisdiction";
  const value = match[2]!;
  const label =
    key === "pattern"
      ? patternNames.get(value)
      : jurisdictionLabels[value as keyof typeof jurisdictionLabels];
  return label ? { key, value, label } : null;
}

/** Links to every narrowed page, with how many records each holds (for visitors without JavaScript). */
export function narrowingLinks(rows: readonly EnforcementRow[]) {
  const options = filterOptions(rows);
  return {
    pattern: options.pattern.map((option) => ({
      href: narrowedPath("pattern", option.value),
      label: option.label,
      count: rows.filter((row) => row.patterns.includes(option.value)).length,
    })),
    jurisdiction: options.jurisdiction.map((option) => ({
      href: narrowedPath("jurisdiction", option.value),
      label: option.label,
      count: rows.filter((row) => row.jurisdiction === option.value).length,
    })),
  };
}

/** Everything /enforcement (and a narrowed copy of it) shows: rows, labels, choices and counts, from the data. */
export function enforcementPageData(pathname = enforcementPath()) {
  const rows = enforcementRecords.map(recordRow);
  const years = [...new Set(rows.map((row) => row.year))].sort();
  const counts = fillTemplate(enforcementPage.countsTemplate, {
    records: rows.length,
    firstYear: years[0] ?? "",
    lastYear: years.at(-1) ?? "",
    authorities: actingAuthorities().length,
    jurisdictions: new Set(rows.map((row) => row.jurisdiction)).size,
    patterns: new Set(rows.flatMap((row) => row.patterns)).size,
    libraryPatterns: patterns.length,
  });
  const official = enforcementRecords.filter((record) =>
    record.evidence.some((item) => item.kind === "official" || item.kind === "court"),
  ).length;
  const method = enforcementPage.method.map((paragraph) =>
    fillTemplate(paragraph, { official, records: rows.length, others: rows.length - official }),
  );
  return {
    rows,
    method,
    options: filterOptions(rows),
    labels: enforcementLabels(),
    counts,
    narrowing: narrowingFromPath(pathname),
    narrowingLinks: narrowingLinks(rows),
    downloads: enforcementDownloads,
    licence: siteConfig.contentLicence,
    checkedLabel: formatDateStable(enforcementCheckedOn),
  };
}

/** A record's own page, or undefined for an unknown id. */
export function recordPageData(id: string) {
  const index = enforcementRecords.findIndex((record) => record.id === id);
  const record = enforcementRecords[index];
  if (!record) return undefined;
  const latest = currentEvent(record);
  const neighbour = (offset: number) => {
    const other = enforcementRecords[index + offset];
    return other
      ? { id: other.id, company: other.company, authority: authorityNames(other, "shortName") }
      : null;
  };
  const view: EnforcementRecordPageView = {
    id: record.id,
    date: record.date,
    dateLabel: formatDayOrMonth(record.date),
    stageLabel: stageLabels[record.stage],
    company: record.company,
    authorities: record.authorities.map((authorityId) => {
      const authority = authorityOf(authorityId);
      return {
        id: authority.id,
        name: authority.name,
        kind: authorityKindLabels[authority.kind],
        url: authority.url,
        jurisdiction: jurisdictionLabels[authority.jurisdiction],
      };
    }),
    jurisdiction: jurisdictionLabels[recordJurisdiction(record)],
    instrument: record.instrument,
    provision: record.provision,
    patterns: record.patterns.map((slug) => ({ slug, name: patternNames.get(slug) ?? slug })),
    designNote: record.designNote ?? null,
    summary: record.summary,
    money: record.outcome.money.map((item) => ({
      text: `${formatAmount(item.amount, item.currency)} ${moneyKindLabels[item.kind]}`,
      note: item.note ?? null,
    })),
    orders: record.outcome.orders,
    liability: record.liabilityAdmitted ? liabilityLabels[record.liabilityAdmitted] : null,
    status: {
      label: eventLabels[latest.kind],
      date: latest.date,
      dateLabel: formatDayOrMonth(latest.date),
      text: latest.text,
    },
    statusNote: record.statusNote ?? null,
    events: record.events.map((event) => ({
      date: event.date,
      dateLabel: formatDayOrMonth(event.date),
      label: eventLabels[event.kind],
      text: event.text,
      source: event.source,
    })),
    // The authority's and courts' own words first, then the press, then commentary (issue 52).
    evidence: sortByKind(record.evidence).map((item) => ({
      quote: item.quote,
      kind: item.kind,
      outlet: item.outlet,
      source: { ...item.source, host: hostOf(item.source.url) },
    })),
    checkedLabel: formatDateStable(record.checkedOn),
    addedLabel: formatDateStable(record.addedOn),
    primarySource: { ...record.primarySource, host: hostOf(record.primarySource.url) },
    secondarySources: record.secondarySources,
  };
  return {
    record: view,
    // Newest first, as the list: "previous" is the newer record.
    previous: neighbour(-1),
    next: neighbour(1),
    title: recordTitle(record),
    description: recordDescription(record),
  };
}

/** A pattern page's Enforcement section: its records, or the date as of which none was found. */
export function patternEnforcement(slug: string): PatternEnforcementView {
  return {
    records: recordsForPattern(slug).map((record) => ({
      id: record.id,
      authority: authorityNames(record, "shortName"),
      company: record.company,
      year: recordYear(record),
      stageLabel: stageLabels[record.stage],
      outcome: record.outcome.money.length > 0 ? describeMoney(record) : null,
      primarySource: record.primarySource,
    })),
    checkedLabel: formatDateStable(enforcementCheckedOn),
  };
}

/** One record as the downloads hold it. */
export function exportRecord(record: EnforcementRecord): ExportRecord {
  const total = totalMoney(record);
  const latest = currentEvent(record);
  return {
    id: record.id,
    date: record.date,
    stage: record.stage,
    authority_ids: record.authorities,
    authority_names: record.authorities.map((id) => authorityOf(id).name),
    jurisdiction: recordJurisdiction(record),
    company: record.company,
    instrument: record.instrument,
    provision: record.provision,
    patterns: record.patterns,
    design_note: record.designNote ?? null,
    summary: record.summary,
    amount: total?.amount ?? null,
    currency: total?.currency ?? null,
    money: record.outcome.money.map(({ amount, currency, kind, note }) => ({
      amount,
      currency,
      kind,
      note: note ?? null,
    })),
    orders: record.outcome.orders,
    liability_admitted: record.liabilityAdmitted ?? null,
    status: latest.text,
    status_date: latest.date,
    status_note: record.statusNote ?? null,
    events: record.events.map((event) => ({
      date: event.date,
      kind: event.kind,
      text: event.text,
      source: event.source.url,
    })),
    evidence: sortByKind(record.evidence).map((item) => ({
      quote: item.quote,
      source: item.source.url,
      kind: item.kind,
      outlet: item.outlet,
    })),
    checked_on: record.checkedOn,
    added_on: record.addedOn,
    page: absoluteUrl(enforcementPath(record.id)),
    primary_source: record.primarySource.url,
    secondary_sources: record.secondarySources.map((source) => source.url),
  };
}

export function enforcementCsv(): string {
  return recordsToCsv(enforcementRecords.map(exportRecord));
}

export function enforcementJson(): string {
  return exportJson({
    title: `${siteConfig.name} Enforcement Record`,
    url: absoluteUrl(enforcementPath()),
    licence: siteConfig.contentLicence,
    schema: absoluteUrl(enforcementDownloads.schema),
    checked_on: enforcementCheckedOn,
    records: enforcementRecords.map(exportRecord),
  });
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const dayOrMonth = z.string().regex(/^\d{4}-\d{2}(?:-\d{2})?$/);
const url = z.string().url();

/** The JSON download's shape, as JSON Schema (draft 2020-12), described field by field from the dictionary. */
export function enforcementJsonSchema(): string {
  const describe = Object.fromEntries(
    enforcementPage.downloads.dictionary.map((entry) => [entry.field, entry.meaning]),
  );
  const field = <T extends z.ZodType>(name: string, schema: T) =>
    describe[name] ? schema.describe(describe[name]) : schema;
  const record = z
    .object({
      id: field("id", z.string()),
      date: field("date", dayOrMonth),
      stage: field("stage", z.enum(enforcementStages)),
      authority_ids: field("authority_ids", z.array(z.string()).min(1)),
      authority_names: field("authority_names", z.array(z.string()).min(1)),
      jurisdiction: field("jurisdiction", z.string()),
      company: field("company", z.string()),
      instrument: field("instrument", z.string()),
      provision: field("provision", z.string()),
      patterns: field("patterns", z.array(z.string())),
      design_note: field("design_note", z.string().nullable()),
      summary: field("summary", z.string()),
      amount: field("amount", z.number().int().positive().nullable()),
      currency: field("currency", z.string().length(3).nullable()),
      money: field(
        "money",
        z.array(
          z.object({
            amount: z.number().int().positive(),
            currency: z.string().length(3),
            kind: z.enum(["fine", "civil-penalty", "court-penalty", "redress"]),
            note: z.string().nullable(),
          }),
        ),
      ),
      orders: field("orders", z.string()),
      liability_admitted: field("liability_admitted", z.enum(["yes", "no", "not-stated"]).nullable()),
      status: field("status", z.string()),
      status_date: field("status_date", dayOrMonth),
      status_note: field("status_note", z.string().nullable()),
      events: field(
        "events",
        z.array(z.object({ date: dayOrMonth, kind: z.enum(eventKinds), text: z.string(), source: url })),
      ),
      evidence: field(
        "evidence",
        z.array(z.object({ quote: z.string(), source: url, kind: z.enum(sourceKinds), outlet: z.string() })),
      ),
      checked_on: field("checked_on", day),
      added_on: field("added_on", day),
      page: field("page", url),
      primary_source: field("primary_source", url),
      secondary_sources: field("secondary_sources", z.array(url)),
    })
    .strict();
  const file = z
    .object({
      title: z.string(),
      url,
      licence: z.object({ name: z.string(), url }),
      schema: url,
      checked_on: day,
      records: z.array(record),
    })
    .strict();
  return `${JSON.stringify(
    {
      $id: absoluteUrl(enforcementDownloads.schema),
      title: `${siteConfig.name} Enforcement Record`,
      ...z.toJSONSchema(file, { target: "draft-2020-12" }),
    },
    null,
    2,
  )}\n`;
}

/** /cases: for each case, the actions against any of the patterns its techniques link to, newest first. */
export function caseActions(cases: { id: string; patternLinks: Record<string, string> }[]) {
  return Object.fromEntries(
    cases.map((item) => {
      const slugs = new Set(Object.values(item.patternLinks));
      const actions = enforcementRecords
        .filter((record) => record.patterns.some((slug) => slugs.has(slug)))
        .map((record) => ({
          id: record.id,
          company: record.company,
          authority: authorityNames(record, "shortName"),
          year: recordYear(record),
        }));
      return [item.id, actions];
    }),
  );
}
