/**
 * The enforcement record's downloads as files: RFC 4180 CSV with a UTF-8 byte-order mark (so spreadsheet
 * programs open accents correctly) and JSON. Pure, so the build's full files (routes/enforcement[.]csv.ts)
 * and the page's "download what I filtered" make them the same way.
 */

/** One record as the downloads hold it (the JSON Schema at /enforcement.schema.json describes it). */
export type ExportRecord = {
  id: string;
  date: string;
  stage: string;
  authority_ids: string[];
  authority_names: string[];
  jurisdiction: string;
  company: string;
  instrument: string;
  provision: string;
  patterns: string[];
  design_note: string | null;
  summary: string;
  /** The money ordered, added up, in `currency`; null when none. */
  amount: number | null;
  currency: string | null;
  money: { amount: number; currency: string; kind: string; note: string | null }[];
  orders: string;
  liability_admitted: string | null;
  status: string;
  status_date: string;
  status_note: string | null;
  events: { date: string; kind: string; text: string; source: string }[];
  /** kind: official, court, press, company, law-firm or secondary (content/enforcement/source-hosts.ts). */
  evidence: { quote: string; source: string; kind: string; outlet: string }[];
  checked_on: string;
  added_on: string;
  page: string;
  primary_source: string;
  secondary_sources: string[];
};

export type ExportFile = {
  title: string;
  url: string;
  licence: { name: string; url: string };
  schema: string;
  checked_on: string;
  records: ExportRecord[];
};

/** The CSV's columns, in order: one row per record; lists are joined with "; ". */
export const csvColumns = [
  "id",
  "date",
  "stage",
  "authority_ids",
  "authority_names",
  "jurisdiction",
  "company",
  "instrument",
  "provision",
  "patterns",
  "design_note",
  "summary",
  "amount",
  "currency",
  "money",
  "orders",
  "liability_admitted",
  "status",
  "status_date",
  "status_note",
  "checked_on",
  "added_on",
  "page",
  "primary_source",
  "secondary_sources",
] as const;

export function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function recordsToCsv(records: readonly ExportRecord[]): string {
  const rows = records.map((record) => {
    const cells: Record<(typeof csvColumns)[number], string> = {
      id: record.id,
      date: record.date,
      stage: record.stage,
      authority_ids: record.authority_ids.join("; "),
      authority_names: record.authority_names.join("; "),
      jurisdiction: record.jurisdiction,
      company: record.company,
      instrument: record.instrument,
      provision: record.provision,
      patterns: record.patterns.join("; "),
      design_note: record.design_note ?? "",
      summary: record.summary,
      amount: record.amount === null ? "" : String(record.amount),
      currency: record.currency ?? "",
      money: record.money.map((item) => `${item.amount} ${item.currency} ${item.kind}`).join("; "),
      orders: record.orders,
      liability_admitted: record.liability_admitted ?? "",
      status: record.status,
      status_date: record.status_date,
      status_note: record.status_note ?? "",
      checked_on: record.checked_on,
      added_on: record.added_on,
      page: record.page,
      primary_source: record.primary_source,
      secondary_sources: record.secondary_sources.join("; "),
    };
    return csvColumns.map((column) => csvCell(cells[column])).join(",");
  });
  return `\uFEFF${[csvColumns.join(","), ...rows].join("\r\n")}\r\n`;
}

export function exportJson(file: ExportFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}
