import {
  describeMoney,
  enforcementCheckedOn,
  enforcementRecords,
  jurisdictionLabels,
  liabilityLabels,
  recordYear,
  recordsForPattern,
  stageLabels,
  type EnforcementRecord,
} from "~/content/enforcement";
import { enforcementStages, enforcementJurisdictions } from "~/content/enforcement/schema";
import { enforcementPage } from "~/content/pages/enforcement";
import { patterns } from "~/content/patterns";
import type { FilterOptions } from "~/lib/enforcement-filter";
import { formatDateStable } from "~/lib/format-date";
import { absoluteUrl } from "~/lib/seo";
import type {
  EnforcementLabels,
  EnforcementRecordView,
  PatternEnforcementView,
} from "~/lib/enforcement-types";
import { fillTemplate } from "~/lib/template";
import { siteConfig } from "~/site.config";

/**
 * Build time only: the enforcement record turned into what the pages show (labels, dates in words, the
 * citation line) and into the rows of the CSV and JSON downloads. The pages receive it from their
 * loaders, so none of this, nor the pattern library it names, ships to the browser.
 */

export const enforcementPath = "/enforcement";
export const enforcementDownloads = { csv: "/enforcement.csv", json: "/enforcement.json" } as const;

const patternNames = new Map(patterns.map((pattern) => [pattern.slug, pattern.name]));

export function recordView(record: EnforcementRecord): EnforcementRecordView {
  return {
    id: record.id,
    date: record.date,
    year: recordYear(record),
    stage: record.stage,
    authority: record.authority,
    jurisdiction: record.jurisdiction,
    company: record.company,
    law: `${record.instrument}: ${record.provision}`,
    patterns: record.patterns,
    designNote: record.designNote ?? null,
    summary: record.summary,
    money: record.outcome.money.length > 0 ? describeMoney(record) : null,
    orders: record.outcome.orders,
    liability: record.liabilityAdmitted ? liabilityLabels[record.liabilityAdmitted] : null,
    status: record.status,
    checkedOn: record.checkedOn,
    primarySource: record.primarySource.url,
    secondarySources: record.secondarySources,
  };
}

/** Everything /enforcement shows: the records, the filter choices and the counts, all from the data. */
export function enforcementPageData() {
  const records = enforcementRecords.map(recordView);
  const count = <T extends string>(values: T[], value: T) => values.filter((entry) => entry === value).length;
  const patternCounts = patterns
    .map((pattern) => ({
      value: pattern.slug,
      label: pattern.name,
      count: recordsForPattern(pattern.slug).length,
    }))
    .filter((option) => option.count > 0);
  const jurisdictions = enforcementRecords.map((record) => record.jurisdiction);
  const stages = enforcementRecords.map((record) => record.stage);
  const years = [...new Set(enforcementRecords.map(recordYear))].sort().reverse();
  const options: FilterOptions = {
    pattern: patternCounts.map(({ value, label, count }) => ({ value, label: `${label} (${count})` })),
    jurisdiction: enforcementJurisdictions
      .filter((value) => jurisdictions.includes(value))
      .map((value) => ({ value, label: `${jurisdictionLabels[value]} (${count(jurisdictions, value)})` })),
    year: years.map((value) => ({
      value,
      label: `${value} (${enforcementRecords.filter((record) => recordYear(record) === value).length})`,
    })),
    stage: enforcementStages
      .filter((value) => stages.includes(value))
      .map((value) => ({ value, label: `${stageLabels[value]} (${count(stages, value)})` })),
  };
  const counts = fillTemplate(enforcementPage.countsTemplate, {
    records: enforcementRecords.length,
    firstYear: years.at(-1) ?? "",
    lastYear: years[0] ?? "",
    authorities: new Set(enforcementRecords.map((record) => record.authority)).size,
    jurisdictions: new Set(jurisdictions).size,
    patterns: patternCounts.length,
    libraryPatterns: patterns.length,
  });
  const labels: EnforcementLabels = {
    stage: stageLabels,
    jurisdiction: jurisdictionLabels,
    pattern: Object.fromEntries(patternNames),
    siteName: siteConfig.name,
    pageUrl: absoluteUrl(enforcementPath),
  };
  return {
    records,
    options,
    labels,
    counts,
    downloads: enforcementDownloads,
    licence: siteConfig.contentLicence,
  };
}

/** A pattern page's Enforcement section: its records, or the date as of which none was found. */
export function patternEnforcement(slug: string): PatternEnforcementView {
  return {
    records: recordsForPattern(slug).map((record) => ({
      id: record.id,
      authority: record.authority,
      company: record.company,
      year: recordYear(record),
      stageLabel: stageLabels[record.stage],
      outcome: record.outcome.money.length > 0 ? describeMoney(record) : null,
      primarySource: record.primarySource,
    })),
    checkedLabel: formatDateStable(enforcementCheckedOn),
  };
}

/** The downloads' columns, in order; the page's data dictionary explains them. */
export const csvColumns = [
  "id",
  "date",
  "stage",
  "authority",
  "jurisdiction",
  "company",
  "instrument",
  "provision",
  "patterns",
  "design_note",
  "summary",
  "money",
  "orders",
  "liability_admitted",
  "status",
  "checked_on",
  "primary_source",
  "secondary_sources",
] as const;

/** One record as the JSON download holds it: the source data, field for field. */
export function exportRecord(record: EnforcementRecord) {
  return {
    id: record.id,
    date: record.date,
    stage: record.stage,
    authority: record.authority,
    jurisdiction: record.jurisdiction,
    company: record.company,
    instrument: record.instrument,
    provision: record.provision,
    patterns: record.patterns,
    design_note: record.designNote ?? null,
    summary: record.summary,
    money: record.outcome.money.map(({ amount, currency, kind, note }) => ({
      amount,
      currency,
      kind,
      note: note ?? null,
    })),
    orders: record.outcome.orders,
    liability_admitted: record.liabilityAdmitted ?? null,
    status: record.status,
    checked_on: record.checkedOn,
    primary_source: record.primarySource.url,
    secondary_sources: record.secondarySources.map((source) => source.url),
  };
}

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** RFC 4180 CSV with a header row; lists are joined with "; ", money as "1000000 USD civil-penalty". */
export function enforcementCsv(): string {
  const rows = enforcementRecords.map((record) => {
    const row = exportRecord(record);
    const cells: Record<(typeof csvColumns)[number], string> = {
      ...row,
      patterns: row.patterns.join("; "),
      design_note: row.design_note ?? "",
      money: row.money.map((item) => `${item.amount} ${item.currency} ${item.kind}`).join("; "),
      liability_admitted: row.liability_admitted ?? "",
      secondary_sources: row.secondary_sources.join("; "),
    };
    return csvColumns.map((column) => csvCell(cells[column])).join(",");
  });
  return `${[csvColumns.join(","), ...rows].join("\r\n")}\r\n`;
}

export function enforcementJson(): string {
  return `${JSON.stringify(
    {
      title: `${siteConfig.name} Enforcement Record`,
      url: absoluteUrl(enforcementPath),
      licence: siteConfig.contentLicence,
      checked_on: enforcementCheckedOn,
      fields: Object.fromEntries(
        enforcementPage.downloads.dictionary.map((entry) => [entry.field, entry.meaning]),
      ),
      records: enforcementRecords.map(exportRecord),
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
          authority: record.authority,
          year: recordYear(record),
        }));
      return [item.id, actions];
    }),
  );
}
