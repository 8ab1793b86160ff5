import { z } from "zod";

import { heroSchema, pageMetaSchema, parseContent, sectionHeaderSchema } from "~/content/schemas";

/**
 * Page copy for /enforcement. The records live in content/enforcement/records.ts; every count on the
 * page is computed from them, so the copy holds templates ("{records}") rather than numbers.
 */

const text = z.string().trim().min(1);

const enforcementPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** Under the hero: what the record holds, filled with counts from the data. */
  countsTemplate: text,
  method: z.array(text).min(2),
  recordsHeader: sectionHeaderSchema,
  filters: z.object({
    legend: text,
    pattern: text,
    jurisdiction: text,
    year: text,
    stage: text,
    any: text,
    clear: text,
    /** Live count while filtering: {shown} of {total}. */
    showing: text,
    /** Before the page's script runs (and without JavaScript): every record is listed. */
    noScript: text,
    none: text,
    jumpToYear: text,
  }),
  record: z.object({
    stage: text,
    authority: text,
    jurisdiction: text,
    law: text,
    patterns: text,
    designAtIssue: text,
    outcome: text,
    noMoney: text,
    pending: text,
    liability: text,
    status: text,
    /** After the status: "checked {date}". */
    checked: text,
    primarySource: text,
    /** The primary source's link: {site} is its host ("ftc.gov"). */
    primarySourceLink: text.includes("{site}"),
    otherSources: text,
    cite: text,
    /** {authority} ({year}). {company}: {stage}, {date}. {site} Enforcement Record, {url}. Checked {checked}. */
    citation: text,
    permalink: text,
  }),
  downloads: z.object({
    header: sectionHeaderSchema,
    csv: text,
    json: text,
    /** {licence} is the content licence, linked; {site} the organisation's name. */
    licence: text,
    dictionaryTitle: text,
    dictionary: z.array(z.object({ field: text, meaning: text })).min(10),
  }),
});

export type EnforcementPage = z.infer<typeof enforcementPageSchema>;

export const enforcementPage: EnforcementPage = parseContent(
  enforcementPageSchema,
  {
    meta: {
      title: "Enforcement Record",
      description:
        "Dated, sourced public actions by regulators and courts against manipulative design, linked to the pattern library and downloadable as CSV and JSON.",
    },
    hero: {
      eyebrow: "Insights",
      title: "Enforcement record",
      lead: "Regulators and courts have acted against the design patterns in our library. Each record here names the authority, the company, the law, what the authority said the design did, the outcome and where the matter stands, with a link to the authority's or court's own page.",
    },
    countsTemplate:
      "{records} actions from {firstYear} to {lastYear}, by {authorities} authorities and courts in {jurisdictions} jurisdictions, concerning {patterns} of the {libraryPatterns} patterns in our library.",
    method: [
      "We list an action only when we could check it against the authority's or court's own page. The summaries are in our own words. A complaint or a preliminary finding is an allegation until decided, and we word it that way; a settlement says whether the company admitted liability.",
      "Cases change: appeals are decided and orders are set aside. Each record says where the matter stood when we last checked it, and on which date. If you know of a later step, please tell us.",
    ],
    recordsHeader: {
      eyebrow: "The record",
      title: "Actions, newest first",
      lead: "Filter by pattern, jurisdiction, year or stage. Each record has its own link and a line you can cite.",
    },
    filters: {
      legend: "Filter the record",
      pattern: "Pattern",
      jurisdiction: "Jurisdiction",
      year: "Year",
      stage: "Stage",
      any: "All",
      clear: "Clear filters",
      showing: "Showing {shown} of {total} records.",
      noScript: "The filters need JavaScript. All {total} records are listed below, newest first.",
      none: "No record matches these filters. Clear a filter to see more.",
      jumpToYear: "Jump to a year",
    },
    record: {
      stage: "Stage",
      authority: "Authority",
      jurisdiction: "Jurisdiction",
      law: "Law",
      patterns: "Patterns",
      designAtIssue: "Design at issue (not a pattern in our library)",
      outcome: "Outcome",
      noMoney: "No money ordered",
      pending: "No outcome yet",
      liability: "Liability",
      status: "Status",
      checked: "checked {date}",
      primarySource: "Authority's or court's page",
      primarySourceLink: "Read it on {site}",
      otherSources: "Other sources",
      cite: "Cite this record",
      citation:
        "{authority} ({year}). {company}: {stage}, {date}. {site} Enforcement Record, {url}. Checked {checked}.",
      permalink: "Link to this record",
    },
    downloads: {
      header: {
        eyebrow: "Open data",
        title: "Download the record",
        lead: "The same records as on this page, built from the same file, as CSV for spreadsheets and JSON for code.",
      },
      csv: "Download CSV",
      json: "Download JSON",
      licence:
        "The data is published under {licence}. Credit {site} Enforcement Record and link to this page; the authorities' own documents stay under their own terms.",
      dictionaryTitle: "What each field means",
      dictionary: [
        { field: "id", meaning: "A stable name for the record, also its anchor on this page (#id)." },
        { field: "date", meaning: "The date of the stage recorded, as YYYY-MM-DD." },
        {
          field: "stage",
          meaning:
            "complaint-filed, preliminary-findings, decision, settlement, court-ruling or appeal. Complaints and preliminary findings are allegations.",
        },
        { field: "authority", meaning: "The regulator or court that acted." },
        {
          field: "jurisdiction",
          meaning: "eu, france, netherlands, uk, us-federal, us-state or australia.",
        },
        { field: "company", meaning: "The company or companies concerned." },
        {
          field: "instrument / provision",
          meaning: "The law relied on and, where known, the article or section.",
        },
        {
          field: "patterns",
          meaning:
            "Slugs of the patterns in our library that the action concerns, separated by semicolons in the CSV; empty when none fits (see design_note).",
        },
        {
          field: "design_note",
          meaning: "When no pattern in our library fits: the design the authority objected to, in a phrase.",
        },
        {
          field: "summary",
          meaning: "Two or three sentences, in our words, on what the authority said the design did.",
        },
        {
          field: "money",
          meaning:
            "Fines, penalties and refunds: amount (a whole number), currency (ISO 4217) and kind (fine, civil-penalty, court-penalty, redress).",
        },
        { field: "orders", meaning: "Orders, undertakings or commitments, in a sentence." },
        { field: "liability_admitted", meaning: "For settlements: yes, no or not-stated." },
        {
          field: "status / checked_on",
          meaning: "Where the matter stood when we last checked, and the date.",
        },
        {
          field: "primary_source",
          meaning: "The authority's or court's own page (the schema only accepts such addresses).",
        },
        {
          field: "secondary_sources",
          meaning:
            "Other pages about the action, such as an earlier release; separated by semicolons in the CSV.",
        },
      ],
    },
  },
  "content/pages/enforcement.ts",
);
