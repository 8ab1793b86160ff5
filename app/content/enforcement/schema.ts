import { z } from "zod";

import { patterns } from "~/content/patterns";

/**
 * The enforcement record's schema (issue 27). Its refinements are the record's honesty rules, so that a
 * record breaking one fails the build: the primary source is an authority's or a court's own page; a
 * complaint or preliminary finding is worded as an allegation; a settlement says whether liability was
 * admitted; every record says where the matter stood when it was last checked.
 */

export const enforcementStages = [
  "complaint-filed",
  "preliminary-findings",
  "decision",
  "settlement",
  "court-ruling",
  "appeal",
] as const;
export type EnforcementStage = (typeof enforcementStages)[number];

export const enforcementJurisdictions = [
  "eu",
  "france",
  "netherlands",
  "uk",
  "us-federal",
  "us-state",
  "australia",
] as const;
export type EnforcementJurisdiction = (typeof enforcementJurisdictions)[number];

export const currencies = ["USD", "EUR", "GBP", "AUD"] as const;
export const moneyKinds = ["fine", "civil-penalty", "court-penalty", "redress"] as const;

export const liabilityValues = ["yes", "no", "not-stated"] as const;

/** Stages at which nothing has been decided yet: their summaries must be worded as allegations. */
export const allegationStages: readonly EnforcementStage[] = ["complaint-filed", "preliminary-findings"];

/**
 * Allegation wording: "alleges", "alleged", "allegedly", "allegations", or the Commission's "preliminary
 * view". A summary of a complaint that states the conduct as fact fails.
 */
export const allegationWording = /\balleg(?:e|es|ed|edly|ation|ations)\b|\bpreliminary view\b/i;

/**
 * Hosts of authorities and courts whose pages may be a record's primary source. A host matches itself and
 * its subdomains. News sites, law firms and databases may only be secondary sources.
 */
export const authorityHosts = [
  "ftc.gov",
  "ec.europa.eu",
  "europa.eu",
  "cnil.fr",
  "acm.nl",
  "gov.uk",
  "accc.gov.au",
  "coag.gov",
  "ag.state.mn.us",
  "kentucky.gov",
  "uscourts.gov",
  "ccpc.ie",
  "oag.ca.gov",
  "ag.ny.gov",
  "legifrance.gouv.fr",
  "conseil-etat.fr",
  "agcm.it",
  "ftc.go.kr",
] as const;

export function isAuthorityUrl(url: string): boolean {
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:") return false;
    host = parsed.hostname;
  } catch {
    return false;
  }
  return authorityHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** The pattern library's slugs: a record may only name patterns that have a page. */
export const patternSlugs = patterns.map((pattern) => pattern.slug) as [string, ...string[]];

const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "an ISO date (YYYY-MM-DD)");
const httpsUrl = z.string().regex(/^https:\/\/\S+$/, "an https URL");

/** Sentences in a summary: full stops, question and exclamation marks that end a sentence. */
export function countSentences(value: string): number {
  return value.split(/(?<=[.!?])\s+(?=[A-Z"'‘“(])/).filter((part) => part.trim() !== "").length;
}

export const enforcementRecordSchema = z
  .object({
    /** Stable: the record's anchor on /enforcement and its key in the downloads. Never change it. */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a lowercase slug"),
    /** The date of the stage recorded (the decision, the settlement, the filing…). */
    date: isoDate.refine((value) => value >= "2019-01-01", "the record covers actions from 2019 on"),
    stage: z.enum(enforcementStages),
    authority: text,
    jurisdiction: z.enum(enforcementJurisdictions),
    company: text,
    instrument: text,
    provision: text,
    patterns: z.array(z.enum(patternSlugs)).refine((list) => new Set(list).size === list.length, {
      message: "a pattern is listed twice",
    }),
    /** When no pattern of the library fits, the design the authority objected to, in a phrase. */
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
    /** Required for settlements; meaningless elsewhere. */
    liabilityAdmitted: z.enum(liabilityValues).optional(),
    /** Where the matter stood when last checked, appeals and reversals included. */
    status: text,
    checkedOn: isoDate,
    primarySource: z.object({
      title: text,
      url: httpsUrl.refine(isAuthorityUrl, "the primary source must be an authority's or a court's own page"),
    }),
    secondarySources: z.array(z.object({ title: text, url: httpsUrl })).default([]),
  })
  .superRefine((record, context) => {
    if (allegationStages.includes(record.stage) && !allegationWording.test(record.summary))
      context.addIssue({
        code: "custom",
        path: ["summary"],
        message: `a ${record.stage} summary must be worded as an allegation ("alleges", "alleged", "preliminary view")`,
      });
    if (record.stage === "settlement" && record.liabilityAdmitted === undefined)
      context.addIssue({
        code: "custom",
        path: ["liabilityAdmitted"],
        message: "a settlement must say whether liability was admitted (yes, no or not-stated)",
      });
    if (record.patterns.length === 0 && !record.designNote)
      context.addIssue({
        code: "custom",
        path: ["designNote"],
        message: "a record that names no pattern must describe the design in designNote",
      });
    if (record.checkedOn < record.date)
      context.addIssue({ code: "custom", path: ["checkedOn"], message: "checked before it happened" });
  });

export type EnforcementRecordInput = z.input<typeof enforcementRecordSchema>;
export type EnforcementRecord = z.output<typeof enforcementRecordSchema>;
