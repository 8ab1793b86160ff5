import { z } from "zod";

import {
  countedSchema,
  heroSchema,
  pageMetaSchema,
  parseContent,
  sectionHeaderSchema,
} from "#app/content/schemas.ts";

/**
 * Page copy for /enforcement. The records live in content/enforcement/records.ts; every count on the
 * page is computed from them, so the copy holds templates ("{records}") rather than numbers.
 */

const text = z.string().trim().min(1);

const enforcementPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** Under the list: what the record holds, filled with counts from the data. */
  countsTemplate: text,
  /** The first paragraph's {official}, {records} and {others} are counted from the evidence's kinds. */
  method: z.array(text).min(2),
  /** The link to /updates under the method. */
  updatesLink: text,
  /** For a visitor who met such a design: where to report it (/report). */
  reportLink: text,
  recordsHeading: text,
  filters: z.object({
    legend: text,
    /** The phone's button that opens the filters. */
    toggle: text,
    pattern: text,
    jurisdiction: text,
    authority: text,
    year: text,
    stage: text,
    any: text,
    clear: text,
    /** Live count while filtering: {shown} of {total}. */
    showing: text,
    /** Before the page's script runs: {count} records and their order. */
    count: countedSchema,
    /** After the count, only where scripting is off: what the controls cannot do, and the way round. */
    noScript: text,
    none: text,
    /** After an option's label when choosing it now would show nothing. */
    noMatch: text,
  }),
  /** The pre-rendered pages narrowed to one pattern or jurisdiction. */
  narrowed: z.object({
    /** "Enforcement record: {label}" */
    title: text,
    description: text,
    /** "Showing the {count} records about {label}." */
    lead: countedSchema,
    all: text,
    browse: text,
    byPattern: text,
    byJurisdiction: text,
  }),
  table: z.object({
    caption: text,
    date: text,
    authority: text,
    company: text,
    patterns: text,
    stage: text,
    money: text,
    /** The money column's note: amounts are compared within a currency. */
    moneyNote: text,
    /** "Sort by {column}" */
    sortBy: text,
    none: text,
  }),
  filteredDownloads: z.object({
    /** "Download these {count} records:" */
    lead: countedSchema,
    csv: text,
    json: text,
    failed: text,
  }),
  /** The page a withdrawn record's address shows (content/enforcement/withdrawn.ts). */
  withdrawn: z.object({
    eyebrow: text,
    /** "{company} ({authority}): record withdrawn" */
    title: text.includes("{company}"),
    /** {date}: the day it was withdrawn. */
    lead: text.includes("{date}"),
    reason: text,
    /** The page's description: {company}, {authority}, {date}. */
    description: text.includes("{company}"),
    back: text,
    report: text,
  }),
  recordPage: z.object({
    /** "{company}: {stage} ({authority}, {year})" */
    title: text,
    /** One sentence: {authority}, {company}, {date}, {outcome}. */
    description: text,
    back: text,
    eyebrow: text,
    facts: z.object({
      date: text,
      stage: text,
      authority: text,
      jurisdiction: text,
      law: text,
      patterns: text,
      designAtIssue: text,
      money: text,
      noMoney: text,
      orders: text,
      liability: text,
    }),
    statusTitle: text,
    /** "{label}, {date}" */
    statusLine: text,
    historyTitle: text,
    evidenceTitle: text,
    evidenceLead: text,
    /** How each passage is introduced, by its kind; {outlet} is who published it. */
    sourceLabels: z.object({
      official: text.includes("{outlet}"),
      court: text.includes("{outlet}"),
      press: text.includes("{outlet}"),
      company: text.includes("{outlet}"),
      "law-firm": text.includes("{outlet}"),
      secondary: text.includes("{outlet}"),
    }),
    sourcesTitle: text,
    primarySource: text,
    /** The primary source's link: {site} is its host ("ftc.gov"). */
    primarySourceLink: text.includes("{site}"),
    otherSources: text,
    /** "Added {added}; checked against its sources {checked}." */
    checked: text,
    correction: text,
    previous: text,
    next: text,
    /** The social card's kicker. */
    cardKicker: text,
  }),
  downloads: z.object({
    header: sectionHeaderSchema,
    csv: text,
    json: text,
    schema: text,
    /** {licence} is the content licence, linked; {site} the organisation's name. */
    licence: text,
    dictionaryTitle: text,
    dictionary: z.array(z.object({ field: text, meaning: text })).min(10),
    /** After the dictionary: the pattern slugs in `patterns` are described by the library's own download. */
    catalogue: z.object({ lead: text, label: text, href: z.literal("/taxonomy#library-data") }),
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
      lead: "What regulators and courts did about the designs in our library: dated, sourced, each action on its own page.",
    },
    countsTemplate:
      "{records} actions from {firstYear} to {lastYear}, by {authorities} authorities and courts in {jurisdictions} jurisdictions, concerning {patterns} of the {libraryPatterns} patterns in our library.",
    method: [
      "Each record keeps the short passages of its sources that state its dates, amounts and stage, and only the authority or court, a news agency or newspaper of record, or the company itself counts as proof; forums, aggregators and machine-written sites never do. {official} of the {records} records quote the authority's or court's own page; {others} rest on the press or the company's own statement, labeled as such on the record. The summaries are in our own words. A complaint or a preliminary finding is an allegation until decided, and we word it that way; a settlement says whether the company admitted liability.",
      "Cases change: appeals are decided and orders are set aside. Each record lists the events we know of, newest last, and the date we last checked it. If you know of a later step, please tell us.",
    ],
    updatesLink: "What changed in the record, and when",
    reportLink: "Met one of these designs yourself? Where to report it",
    recordsHeading: "Actions, newest first",
    filters: {
      legend: "Filter the record",
      toggle: "Filters",
      pattern: "Pattern",
      jurisdiction: "Jurisdiction",
      authority: "Authority",
      year: "Year",
      stage: "Stage",
      any: "All",
      clear: "Clear filters",
      showing: "Showing {shown} of {total} records.",
      count: { one: "{count} record.", other: "{count} records, newest first." },
      noScript:
        "The filters need JavaScript; without it, browse by pattern or jurisdiction with the links under the list.",
      none: "No record matches these filters. Clear a filter to see more.",
      noMatch: "none with the other filters",
    },
    narrowed: {
      title: "Enforcement record: {label}",
      description:
        "Public actions by regulators and courts concerning {label}, dated and sourced, each with its own page.",
      lead: {
        one: "Showing the {count} record about {label}.",
        other: "Showing the {count} records about {label}.",
      },
      all: "Show all records",
      browse: "Browse by pattern or jurisdiction",
      byPattern: "By pattern",
      byJurisdiction: "By jurisdiction",
    },
    table: {
      caption: "Enforcement actions",
      date: "Date",
      authority: "Authority",
      company: "Company",
      patterns: "Patterns",
      stage: "Stage",
      money: "Money",
      moneyNote: "Sorted within each currency, never converted.",
      sortBy: "Sort by {column}",
      none: "None",
    },
    filteredDownloads: {
      lead: { one: "Download this record:", other: "Download these {count} records:" },
      csv: "CSV",
      json: "JSON",
      failed: "The download could not be prepared. The full files below still work.",
    },
    withdrawn: {
      eyebrow: "Enforcement record",
      title: "{company} ({authority}): record withdrawn",
      lead: "We withdrew this record on {date}.",
      reason:
        "Its facts may well be right, but we could not prove its date, stage or amounts from the authority's or court's own page, from a news agency or newspaper of record, or from the company itself, and we do not rest a record on weaker sources. If the authority's own page turns up, the record comes back at this address.",
      description:
        "Our record of {authority}'s action concerning {company} was withdrawn on {date}: no source we accept as proof states its facts.",
      back: "Back to the enforcement record",
      report: "Know where the authority published it? Tell us.",
    },
    recordPage: {
      title: "{company}: {stage} ({authority}, {year})",
      description: "{authority} and {company}, {date}: {outcome}. Dated, sourced and citable.",
      back: "Enforcement record",
      eyebrow: "Enforcement record",
      facts: {
        date: "Announced",
        stage: "Stage",
        authority: "Authority",
        jurisdiction: "Jurisdiction",
        law: "Law",
        patterns: "Patterns",
        designAtIssue: "Design at issue",
        money: "Money",
        noMoney: "No money ordered",
        orders: "Orders and commitments",
        liability: "Liability",
      },
      statusTitle: "Where it stands",
      statusLine: "{label}, {date}",
      historyTitle: "History",
      evidenceTitle: "What the sources say",
      evidenceLead:
        "The passages of the sources that state this record's dates, amounts and stage, quoted as published.",
      sourceLabels: {
        official: "The authority's own page ({outlet})",
        court: "The court's own page ({outlet})",
        press: "As reported by {outlet}",
        company: "The company's own statement ({outlet})",
        "law-firm": "Commentary by {outlet}, a law firm or legal publisher",
        secondary: "Reported by {outlet}",
      },
      sourcesTitle: "Sources",
      primarySource: "Authority's or court's page",
      primarySourceLink: "Read it on {site}",
      otherSources: "Other sources",
      checked: "Added {added}; checked against its sources {checked}.",
      correction: "Spotted an error or a later step? Tell us and we will correct it and log the change.",
      previous: "Newer record",
      next: "Older record",
      cardKicker: "Enforcement record",
    },
    downloads: {
      header: {
        eyebrow: "Open data",
        title: "Download the record",
        lead: "The same records as on this page, built from the same file, as CSV for spreadsheets and JSON for code.",
      },
      csv: "Download CSV",
      json: "Download JSON",
      schema: "JSON Schema",
      licence:
        "The data is published under {licence}. Credit {site} Enforcement Record and link to this page; the authorities' own documents stay under their own terms.",
      dictionaryTitle: "What each field means",
      catalogue: {
        lead: "The patterns a record names, by slug, are described in the pattern library's own download, with their names, laws and records.",
        label: "The pattern library as data",
        href: "/taxonomy#library-data",
      },
      dictionary: [
        { field: "id", meaning: "A stable name for the record; its page is /enforcement/{id}." },
        {
          field: "date",
          meaning:
            "The day the authority announced the stage recorded, as YYYY-MM-DD (YYYY-MM when the source gives only the month). Other dates are events.",
        },
        {
          field: "stage",
          meaning:
            "notice (an authority's formal notice of suspected breaches), complaint-filed, preliminary-findings, commitments, decision, settlement, court-ruling or appeal. Notices, complaints and preliminary findings are allegations.",
        },
        {
          field: "authority_ids",
          meaning:
            "The authorities that acted, lead first, as ids that stay the same however a body is spelled.",
        },
        { field: "authority_names", meaning: "Their full names, in the same order." },
        {
          field: "jurisdiction",
          meaning: "Where the lead authority acts: a country, eu, us-federal or us-state.",
        },
        { field: "company", meaning: "The company or companies concerned." },
        { field: "instrument", meaning: "The law relied on." },
        { field: "provision", meaning: "Where known, the article or section, or the kind of order." },
        {
          field: "patterns",
          meaning:
            "Slugs of the patterns in our library that the action concerns, separated by semicolons in the CSV; empty when none fits (see design_note).",
        },
        {
          field: "design_note",
          meaning:
            "The design the authority objected to, in a phrase, where the pattern's name alone does not say it.",
        },
        {
          field: "summary",
          meaning: "Two or three sentences, in our words, on what the authority said the design did.",
        },
        {
          field: "amount",
          meaning:
            "All money ordered or agreed, added up, as a whole number in the currency's unit; empty when none.",
        },
        { field: "currency", meaning: "The amount's currency, as an ISO 4217 code (USD, EUR, GBP…)." },
        {
          field: "money",
          meaning:
            "Each fine, penalty or refund: amount, currency and kind (fine, civil-penalty, court-penalty, redress).",
        },
        { field: "orders", meaning: "Orders, undertakings or commitments, in a sentence." },
        {
          field: "liability_admitted",
          meaning: "For settlements and commitments: yes, no or not-stated.",
        },
        {
          field: "status",
          meaning: "Where the matter stands: the latest event we know of, in a sentence.",
        },
        { field: "status_date", meaning: "The date of that event." },
        {
          field: "status_note",
          meaning: "What the events alone do not say, such as an appeal whose outcome we could not find.",
        },
        {
          field: "events",
          meaning: "The case's history, oldest first: date, kind, a sentence and its source (JSON only).",
        },
        {
          field: "evidence",
          meaning:
            "Short passages quoted from the sources that state the record's dates, amounts and stage, with the source and whether it is the authority's own page (JSON only).",
        },
        { field: "checked_on", meaning: "When we last checked the record against its sources." },
        { field: "added_on", meaning: "When the record was added." },
        { field: "page", meaning: "The record's page on this site." },
        {
          field: "primary_source",
          meaning:
            "The authority's or court's own page (the schema only accepts the authorities' own domains).",
        },
        {
          field: "secondary_sources",
          meaning: "Other pages about the action; separated by semicolons in the CSV.",
        },
      ],
    },
  },
  "content/pages/enforcement.ts",
);
