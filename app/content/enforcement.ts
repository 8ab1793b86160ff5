import { z } from "zod";

import {
  authorityData,
  authoritySchema,
  authorityKindLabels,
  jurisdictions,
  type Authority,
  type JurisdictionId,
} from "#app/content/enforcement/authorities.ts";
import { recordData } from "#app/content/enforcement/records/index.ts";
import {
  authorityJurisdiction,
  enforcementRecordSchema,
  type EnforcementRecord,
  type EnforcementStage,
  type EventKind,
} from "#app/content/enforcement/schema.ts";
import { enforcementPage } from "#app/content/pages/enforcement.ts";
import { parseContent } from "#app/content/schemas.ts";
import { formatNumber } from "#app/lib/english.ts";
import { formatDayOrMonth } from "#app/lib/format-date.ts";
import { fillTemplate } from "#app/lib/template.ts";

/**
 * The enforcement record (/enforcement, /enforcement/{id}, the downloads, /updates and each pattern
 * page's Enforcement section), parsed against the schema in content/enforcement/schema.ts and sorted
 * newest first. Ids must be unique: they are the records' addresses and keys in the downloads. Every
 * count of authorities or jurisdictions comes from the authorities' ids, never from their names.
 */

export type { Authority, EnforcementRecord, EnforcementStage, EventKind, JurisdictionId };

export const authorities: Authority[] = parseContent(
  z.array(authoritySchema).superRefine((list, context) => {
    const ids = new Set<string>();
    for (const authority of list) {
      if (ids.has(authority.id))
        context.addIssue({ code: "custom", message: `duplicate authority ${authority.id}` });
      ids.add(authority.id);
    }
  }),
  authorityData,
  "content/enforcement/authorities.ts",
);

const authorityById = new Map(authorities.map((authority) => [authority.id, authority]));

export function authorityOf(id: string): Authority {
  const authority = authorityById.get(id);
  if (!authority) throw new Error(`Unknown authority "${id}"`);
  return authority;
}

export const enforcementRecords: EnforcementRecord[] = parseContent(
  z.array(enforcementRecordSchema).superRefine((list, context) => {
    const ids = new Set<string>();
    for (const record of list) {
      if (ids.has(record.id)) context.addIssue({ code: "custom", message: `duplicate id ${record.id}` });
      ids.add(record.id);
    }
  }),
  recordData,
  "content/enforcement/records/",
).sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));

/** The record's jurisdiction: its lead authority's. */
export function recordJurisdiction(record: EnforcementRecord): JurisdictionId {
  return authorityJurisdiction(record.authorities[0]!);
}

/** "FTC", or "FTC with Illinois AG": the lead authority, then the others. */
export function authorityNames(record: EnforcementRecord, form: "name" | "shortName" = "name"): string {
  const [lead, ...others] = record.authorities.map((id) => authorityOf(id)[form]);
  return others.length > 0 ? `${lead} with ${others.join(", ")}` : (lead ?? "");
}

/** Names shown for each stage, in the order a case moves through them. */
export const stageLabels: Record<EnforcementStage, string> = {
  notice: "Formal notice",
  "complaint-filed": "Complaint filed",
  "preliminary-findings": "Preliminary findings",
  commitments: "Commitments",
  decision: "Decision",
  settlement: "Settlement",
  "court-ruling": "Court ruling",
  appeal: "Appeal",
};

export const eventLabels: Record<EventKind, string> = {
  notice: "Formal notice",
  "complaint-filed": "Complaint filed",
  "complaint-amended": "Complaint amended",
  "preliminary-findings": "Preliminary findings",
  commitments: "Commitments",
  decision: "Decision",
  settlement: "Settlement",
  "order-entered": "Order entered",
  "refunds-paid": "Refunds paid",
  "company-response": "Company's response",
  "appeal-filed": "Appeal filed",
  ruling: "Ruling",
  "set-aside": "Set aside",
  "order-closed": "Order closed",
  rulemaking: "Rulemaking",
};

export const jurisdictionLabels: Record<JurisdictionId, string> = Object.fromEntries(
  Object.entries(jurisdictions).map(([id, value]) => [id, value.label]),
) as Record<JurisdictionId, string>;

export { authorityKindLabels };

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

type Currency = EnforcementRecord["outcome"]["money"][number]["currency"];

const currencySymbols: Record<Currency, string> = {
  USD: "$",
  EUR: "€",
  GBP: "£",
  AUD: "A$",
  CAD: "C$",
  NZD: "NZ$",
  INR: "₹",
  BRL: "R$",
  JPY: "¥",
  KRW: "₩",
  PLN: "PLN ",
  NOK: "NOK ",
};

/** "$1.5 billion", "€562,500", "A$44.7 million": amounts as people say them. */
export function formatAmount(amount: number, currency: Currency): string {
  const symbol = currencySymbols[currency];
  const scaled = (value: number, unit: string) =>
    `${symbol}${Number.isInteger(value) ? value : value.toFixed(1).replace(/\.0$/, "")} ${unit}`;
  if (amount >= 1_000_000_000 && amount % 100_000_000 === 0) return scaled(amount / 1_000_000_000, "billion");
  if (amount >= 1_000_000 && amount % 100_000 === 0) return scaled(amount / 1_000_000, "million");
  return `${symbol}${formatNumber(amount)}`;
}

/** The money part of an outcome in words: "€150 million fine; $245 million refunds and redress". */
export function describeMoney(record: EnforcementRecord): string {
  return record.outcome.money
    .map((item) => `${formatAmount(item.amount, item.currency)} ${moneyKindLabels[item.kind]}`)
    .join("; ");
}

/** The record's money, added up (one currency per record), or null. */
export function totalMoney(record: EnforcementRecord): { amount: number; currency: Currency } | null {
  const [first] = record.outcome.money;
  if (!first) return null;
  return {
    amount: record.outcome.money.reduce((sum, item) => sum + item.amount, 0),
    currency: first.currency,
  };
}

/** The year a record belongs to (for the filters). */
export function recordYear(record: EnforcementRecord): string {
  return record.date.slice(0, 4);
}

/** Where the matter stands: its latest event. */
export function currentEvent(record: EnforcementRecord): EnforcementRecord["events"][number] {
  return record.events.at(-1)!;
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

/** The authorities that acted in at least one record, counted by id. */
export function actingAuthorities(records: readonly EnforcementRecord[] = enforcementRecords): Authority[] {
  const ids = new Set(records.flatMap((record) => record.authorities));
  return authorities.filter((authority) => ids.has(authority.id));
}

export function enforcementPath(id?: string): string {
  return id ? `/enforcement/${id}` : "/enforcement";
}

/** "Match.com: Settlement (FTC, 2025)": the record's page title and citation title. */
export function recordTitle(record: EnforcementRecord): string {
  return fillTemplate(enforcementPage.recordPage.title, {
    company: shortCompany(record.company),
    stage: stageLabels[record.stage],
    authority: authorityOf(record.authorities[0]!).shortName,
    year: recordYear(record),
  });
}

/** A long list of companies cut at a word, so a title stays a title. */
function shortCompany(company: string): string {
  return company.length > 60 ? `${company.slice(0, 57).replace(/[\s,;:]+\S*$/, "")}…` : company;
}

/** One sentence for the description and the social card: who, what, outcome. */
export function recordDescription(record: EnforcementRecord): string {
  const outcome = record.outcome.money.length > 0 ? describeMoney(record) : stageLabels[record.stage];
  return fillTemplate(enforcementPage.recordPage.description, {
    authority: authorityNames(record),
    company: record.company,
    date: formatDayOrMonth(record.date),
    outcome,
  });
}
