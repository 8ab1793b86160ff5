import { z } from "zod";

import { authorityData, type JurisdictionId } from "#app/content/enforcement/authorities.ts";
import { amountInText, dateInDatedText, stageInText } from "#app/content/enforcement/evidence.ts";
import {
  deniedHosts,
  newsAgencies,
  sourceHosts,
  syndicationHosts,
  sufficientKinds,
  type SourceKind,
} from "#app/content/enforcement/source-hosts.ts";
import { patterns } from "#app/content/patterns.ts";

/**
 * The enforcement record's schema (issues 27 and 33). Its refinements are the record's honesty rules, so
 * that a record breaking one fails the build:
 * - every record points to authorities by id (content/enforcement/authorities.ts), and its primary source
 *   is on one of their own domains;
 * - every date, money amount and stage it states is found in a short verbatim passage of a cited source
 *   (`evidence`), and so is the date of its latest event, which is its current status;
 * - a complaint or preliminary finding, and a settlement or commitment without an admission, is worded as
 *   an allegation in every text field that describes the conduct (summary and design note);
 * - its history is a list of dated events, each with a source.
 */

export const enforcementStages = [
  "notice",
  "complaint-filed",
  "preliminary-findings",
  "commitments",
  "decision",
  "settlement",
  "court-ruling",
  "appeal",
] as const;
export type EnforcementStage = (typeof enforcementStages)[number];

/** What can happen in a case; the latest event is where the case stands. */
export const eventKinds = [
  "notice",
  "complaint-filed",
  "complaint-amended",
  "preliminary-findings",
  "commitments",
  "decision",
  "settlement",
  "order-entered",
  "refunds-paid",
  "company-response",
  "appeal-filed",
  "ruling",
  "set-aside",
  "order-closed",
  "rulemaking",
] as const;
export type EventKind = (typeof eventKinds)[number];

export const currencies = [
  "USD",
  "EUR",
  "GBP",
  "AUD",
  "CAD",
  "NZD",
  "INR",
  "BRL",
  "JPY",
  "KRW",
  "PLN",
  "NOK",
] as const;
export const moneyKinds = ["fine", "civil-penalty", "court-penalty", "redress"] as const;

export const liabilityValues = ["yes", "no", "not-stated"] as const;

/** Stages at which nothing has been decided yet. */
export const allegationStages: readonly EnforcementStage[] = [
  "notice",
  "complaint-filed",
  "preliminary-findings",
];

/** Stages that end a case without a finding unless the company admits liability. */
export const agreedStages: readonly EnforcementStage[] = ["settlement", "commitments"];

/**
 * Allegation wording: "alleges", "alleged", "allegedly", "allegations", the Commission's "preliminary
 * view" or "preliminary findings", a regulator's "concerns" (the CMA's wording for commitments), or
 * "the complaint says". A description of a complaint that states the conduct as fact fails.
 */
export const allegationWording =
  /\balleg(?:e|es|ed|edly|ation|ations)\b|\bpreliminar(?:y|ily) (?:view|finding|findings|found|concluded)\b|\bconcern(?:s|ed)?\b|\bthe complaint (?:says|said|states|stated|claims|claimed)\b/i;

export const authorityIds = authorityData.map((authority) => authority.id) as [string, ...string[]];
const authorityById = new Map(authorityData.map((authority) => [authority.id, authority]));

function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" ? parsed.hostname : undefined;
  } catch {
    return undefined;
  }
}

const hostMatches = (host: string, allowed: string) => host === allowed || host.endsWith(`.${allowed}`);

/** Is the URL on one of these authorities' own domains (any authority when none are named)? */
export function isAuthorityUrl(url: string, ids: readonly string[] = authorityIds): boolean {
  const host = hostOf(url);
  if (!host) return false;
  return ids.some((id) => authorityById.get(id)?.hosts.some((allowed) => hostMatches(host, allowed)));
}

/**
 * The kind of source a URL is (source-hosts.ts): an authority's own page is "official" ("court" for a
 * court); other hosts by their listing. Undefined for a host that is listed nowhere.
 */
export function sourceOf(
  url: string,
  agency?: string,
): { kind: SourceKind; name: string } | { denied: string } | undefined {
  const host = hostOf(url);
  if (!host) return undefined;
  const denied = deniedHosts.find((item) => hostMatches(host, item.host));
  if (denied) return { denied: denied.why };
  const syndication = syndicationHosts.find((item) => hostMatches(host, item.host));
  if (syndication)
    return agency
      ? { kind: "press", name: `${agency} (via ${syndication.name})` }
      : { denied: "a site that republishes others' stories: name the news agency whose story it is" };
  const authority = authorityData.find((item) => item.hosts.some((allowed) => hostMatches(host, allowed)));
  if (authority)
    return { kind: authority.kind === "court" ? "court" : "official", name: authority.shortName };
  const listed = sourceHosts.find((item) => hostMatches(host, item.host));
  return listed ? { kind: listed.kind, name: listed.name } : undefined;
}

/** The jurisdiction of a record: its lead authority's. */
export function authorityJurisdiction(id: string): JurisdictionId {
  const authority = authorityById.get(id);
  if (!authority) throw new Error(`Unknown authority ${id}`);
  return authority.jurisdiction;
}

/** The pattern library's slugs: a record may only name patterns that have a page. */
export const patternSlugs = patterns.map((pattern) => pattern.slug) as [string, ...string[]];

const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "an ISO date (YYYY-MM-DD)");
/** A day, or a month ("2024-11") when the source gives only the month. */
const dayOrMonth = z
  .string()
  .regex(/^\d{4}-\d{2}(?:-\d{2})?$/, "an ISO date (YYYY-MM-DD) or month (YYYY-MM)");
const httpsUrl = z.string().regex(/^https:\/\/\S+$/, "an https URL");
const source = z.object({ title: text, url: httpsUrl });

/** Sentences in a summary: full stops, question and exclamation marks that end a sentence. */
export function countSentences(value: string): number {
  return value.split(/(?<=[.!?])\s+(?=[A-Z"'‘“(])/).filter((part) => part.trim() !== "").length;
}

export const enforcementRecordSchema = z
  .object({
    /** Stable: the record's page (/enforcement/{id}) and its key in the downloads. Never change it. */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a lowercase slug"),
    /**
     * One date rule: the day the authority announced the stage recorded (its press release); the decision
     * or filing date, where it differs, is an event. A month when the source gives no day.
     */
    date: dayOrMonth.refine((value) => value >= "2019-01", "the record covers actions from 2019 on"),
    stage: z.enum(enforcementStages),
    /** The authorities that acted, lead first (content/enforcement/authorities.ts). */
    authorities: z.array(z.enum(authorityIds)).min(1),
    company: text,
    /** Product and brand names a visitor may search for ("Fortnite", "Prime"). */
    keywords: z.array(text).default([]),
    instrument: text,
    provision: text,
    /** At least one: every action the record lists is about a pattern the library explains (issue 54). */
    patterns: z
      .array(z.enum(patternSlugs))
      .min(1, "every record names at least one pattern of the library")
      .refine((list) => new Set(list).size === list.length, { message: "a pattern is listed twice" }),
    /** The design the authority objected to, in a phrase, where the pattern's name alone does not say it. */
    designNote: text.optional(),
    /** Two or three sentences in our own words on what the authority said the design did. */
    summary: text.refine((value) => {
      const sentences = countSentences(value);
      return sentences >= 2 && sentences <= 3;
    }, "two or three sentences"),
    outcome: z.object({
      money: z.array(
        z.object({
          amount: z.number().int().positive(),
          currency: z.enum(currencies),
          kind: z.enum(moneyKinds),
          note: text.optional(),
        }),
      ),
      /** Orders, undertakings and commitments, in a sentence or two; empty while a case is pending. */
      orders: z.string().trim(),
    }),
    /** Required for settlements and commitments; meaningless elsewhere. */
    liabilityAdmitted: z.enum(liabilityValues).optional(),
    /** What the events alone do not say about where the matter stands (optional). */
    statusNote: text.optional(),
    /** The case's history, oldest first; the latest is its current status. */
    events: z
      .array(z.object({ date: dayOrMonth, kind: z.enum(eventKinds), text, source }))
      .min(1)
      .refine(
        (events) => events.every((event, index) => index === 0 || events[index - 1]!.date <= event.date),
        "events are listed oldest first",
      ),
    /**
     * Short verbatim passages of the cited sources that state the record's date, stage, amounts and the
     * date of its latest event. Each passage's kind comes from its URL's host (source-hosts.ts): only
     * official, court, press and company passages prove a fact; a denied or unlisted host fails.
     */
    evidence: z
      .array(
        z
          .object({
            quote: z.string().trim().min(12).max(700),
            source,
            /**
             * The page's own publication date, as its dateline gives it: a news report's "announced Monday"
             * then states the date (evidence.ts, dateInDatedText).
             */
            published: isoDate.optional(),
            /** The news agency whose story a syndication site carries, as the page's byline names it. */
            agency: z.enum(newsAgencies).optional(),
          })
          .strict()
          .transform((item) => {
            const found = sourceOf(item.source.url, item.agency);
            return {
              ...item,
              kind: (found && "kind" in found ? found.kind : "unlisted") as SourceKind | "unlisted",
              outlet: found && "name" in found ? found.name : (hostOf(item.source.url) ?? ""),
            };
          }),
      )
      .min(1),
    /** When the record was added to the site (for /updates). */
    addedOn: isoDate,
    checkedOn: isoDate,
    primarySource: source,
    secondarySources: z.array(source).default([]),
  })
  .strict()
  .superRefine((record, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: "custom", path, message });
    // Only passages a journalist would accept prove a fact; the others add context.
    const proving = record.evidence.filter((item) =>
      (sufficientKinds as readonly string[]).includes(item.kind),
    );
    const passages = proving.map((item) => item.quote);
    const stated = (test: (passage: string) => boolean) => passages.some(test);
    const dateStated = (date: string) =>
      proving.some((item) => dateInDatedText(date, item.quote, item.published));

    if (!isAuthorityUrl(record.primarySource.url, record.authorities))
      issue(
        ["primarySource", "url"],
        "the primary source must be on the own site of one of the record's authorities",
      );
    record.evidence.forEach((item, index) => {
      const found = sourceOf(item.source.url, item.agency);
      if (found && "denied" in found)
        issue(["evidence", index, "source", "url"], `never evidence: ${found.denied}`);
      else if (!found)
        issue(
          ["evidence", index, "source", "url"],
          "a host listed nowhere: add it to content/enforcement/source-hosts.ts with its kind, or use another source",
        );
    });
    if (passages.length === 0)
      issue(
        ["evidence"],
        "no passage from the authority, a court, a newspaper or agency of record, or the company",
      );

    if (!dateStated(record.date)) issue(["date"], `no evidence passage states the date ${record.date}`);
    if (!stated((passage) => stageInText(record.stage, passage)))
      issue(["stage"], `no evidence passage names the stage (${record.stage})`);
    record.outcome.money.forEach((item, index) => {
      if (!stated((passage) => amountInText(item.amount, passage)))
        issue(["outcome", "money", index, "amount"], `no evidence passage states the amount ${item.amount}`);
    });
    const latest = record.events.at(-1);
    if (latest && !dateStated(latest.date))
      issue(
        ["events", record.events.length - 1, "date"],
        `no evidence passage states the latest event's date ${latest.date}`,
      );

    const alleged =
      allegationStages.includes(record.stage) ||
      (agreedStages.includes(record.stage) && record.liabilityAdmitted !== "yes");
    if (alleged) {
      if (!allegationWording.test(record.summary))
        issue(
          ["summary"],
          `a ${record.stage} must be described as an allegation ("alleged", "preliminary view", "concerns")`,
        );
      if (record.designNote !== undefined && !allegationWording.test(record.designNote))
        issue(
          ["designNote"],
          `a ${record.stage}'s design note must be worded as an allegation ("Alleged: …")`,
        );
    }
    if (agreedStages.includes(record.stage) && record.liabilityAdmitted === undefined)
      issue(
        ["liabilityAdmitted"],
        "a settlement or commitment must say whether liability was admitted (yes, no or not-stated)",
      );
    if (record.checkedOn < record.date) issue(["checkedOn"], "checked before it happened");
    if (latest && latest.date > record.checkedOn) issue(["events"], "an event after the record was checked");
    const currenciesUsed = new Set(record.outcome.money.map((item) => item.currency));
    if (currenciesUsed.size > 1)
      issue(["outcome", "money"], "one currency per record (the downloads total it)");
  });

export type EnforcementRecordInput = z.input<typeof enforcementRecordSchema>;
export type EnforcementRecord = z.output<typeof enforcementRecordSchema>;
