import { z } from "zod";

import { recordData } from "~/content/enforcement/records";
import {
  enforcementRecordSchema,
  type EnforcementJurisdiction,
  type EnforcementRecord,
  type EnforcementStage,
} from "~/content/enforcement/schema";
import { parseContent } from "~/content/schemas";

/**
 * The enforcement record (/enforcement, its CSV and JSON downloads, and each pattern page's Enforcement
 * section), parsed against the schema in content/enforcement/schema.ts and sorted newest first. Ids must
 * be unique: they are the records' anchors and keys in the downloads.
 */

export type { EnforcementRecord, EnforcementStage, EnforcementJurisdiction };

export const enforcementRecords: EnforcementRecord[] = parseContent(
  z.array(enforcementRecordSchema).superRefine((list, context) => {
    const ids = new Set<string>();
    for (const record of list) {
      if (ids.has(record.id)) context.addIssue({ code: "custom", message: `duplicate id ${record.id}` });
      ids.add(record.id);
    }
  }),
  recordData,
  "content/enforcement/records.ts",
).sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));

/** Names shown for each stage, in the order a case moves through them. */
export const stageLabels: Record<EnforcementStage, string> = {
  "complaint-filed": "Complaint filed",
  "preliminary-findings": "Preliminary findings",
  decision: "Decision",
  settlement: "Settlement",
  "court-ruling": "Court ruling",
  appeal: "Appeal",
};

export const jurisdictionLabels: Record<EnforcementJurisdiction, string> = {
  eu: "European Union",
  france: "France",
  netherlands: "Netherlands",
  uk: "United Kingdom",
  "us-federal": "United States (federal)",
  "us-state": "United States (states)",
  australia: "Australia",
};

export const moneyKindLabels: Record<EnforcementRecord["outcome"]["money"][number]["kind"], string> = {
  fine: "fine",
  "civil-penalty": "civil penalty",
  "court-penalty": "court-ordered penalty",
  redress: "refunds and redress",
};

export const liabilityLabels: Record<NonNullable<EnforcementRecord["liabilityAdmitted"]>, string> = {
  yes: "Liability admitted",
  no: "No admission of liability",
  "not-stated": "Admission of liability not stated",
};

const currencySymbols: Record<EnforcementRecord["outcome"]["money"][number]["currency"], string> = {
  USD: "$",
  EUR: "€",
  GBP: "£",
  AUD: "A$",
};

/** "$1.5 billion", "€562,500", "A$44.7 million": amounts as people say them. */
export function formatAmount(amount: number, currency: keyof typeof currencySymbols): string {
  const symbol = currencySymbols[currency];
  const scaled = (value: number, unit: string) =>
    `${symbol}${Number.isInteger(value) ? value : value.toFixed(1).replace(/\.0$/, "")} ${unit}`;
  if (amount >= 1_000_000_000 && amount % 100_000_000 === 0) return scaled(amount / 1_000_000_000, "billion");
  if (amount >= 1_000_000 && amount % 100_000 === 0) return scaled(amount / 1_000_000, "million");
  return `${symbol}${amount.toLocaleString("en-US")}`;
}

/** The money part of an outcome in words: "€150 million fine; $245 million refunds and redress". */
export function describeMoney(record: EnforcementRecord): string {
  return record.outcome.money
    .map((item) => `${formatAmount(item.amount, item.currency)} ${moneyKindLabels[item.kind]}`)
    .join("; ");
}

/** The year a record belongs to (for the filters and the year groups). */
export function recordYear(record: EnforcementRecord): string {
  return record.date.slice(0, 4);
}

/** The record's newest check: "No enforcement action found as of {date}" on a pattern page without records. */
export const enforcementCheckedOn: string = enforcementRecords.reduce(
  (latest, record) => (record.checkedOn > latest ? record.checkedOn : latest),
  "",
);

/** The records that name a pattern, newest first. */
export function recordsForPattern(slug: string): EnforcementRecord[] {
  return enforcementRecords.filter((record) => record.patterns.includes(slug));
}
