import { z } from "zod";
import { authorityData } from "../enforcement/authorities.ts";
import { reportPlaceCodes, reportProblems, usStateCodes } from "./places.ts";

/**
 * One official channel of /report (issue 36): a body where a person can report a deceptive design or get
 * help, confirmed on the body's own site or an official one, with the passage that confirmed it and the
 * day it was checked. `authority` is the enforcement record's id for the same body, so one body has one id.
 */
export const reportKinds = [
  "consumer",
  "data-protection",
  "advertising",
  "platforms",
  "children",
  "financial",
  "cross-border",
  /** A body that takes reports about AI chatbots or other AI systems. */
  "ai",
] as const;
export type ReportKind = (typeof reportKinds)[number];

const authorityIds = authorityData.map((authority) => authority.id) as [string, ...string[]];
const https = z.string().regex(/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/, "an https URL");
const host = z.string().regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, "a bare host name such as ico.org.uk");

export const reportChannelSchema = z
  .object({
    id: z.string().regex(/^[a-z]{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/, "the place's code, then a slug"),
    place: z.enum(reportPlaceCodes),
    name: z.string().trim().min(1),
    shortName: z.string().trim().min(1),
    handles: z.array(z.enum(reportKinds)).min(1),
    /** What a person can report or get there, in plain words. */
    what: z.string().trim().min(20),
    /** The body's own page for reports or complaints (its home page where that page was not confirmed). */
    url: https,
    home: https,
    /** The body's own domains; `url` and `home` are on one of them. */
    hosts: z.array(host).min(1),
    /** Whether the body's own words say it helps with a person's own case. */
    individualHelp: z.enum(["yes", "no", "not-stated"]),
    authority: z.enum(authorityIds).optional(),
    /** The day its link was last confirmed. */
    checkedOn: z.iso.date(),
    /**
     * How it was last confirmed: against a stored or archived copy of the page (what the research reads),
     * or on the live page by someone who visited it.
     */
    confirmedHow: z.enum(["archived-copy", "live"]).default("archived-copy"),
    /** A US state's postal code, lowercase ("ca"); `place` stays "us". Without it: the whole place. */
    subdivision: z.enum(usStateCodes).optional(),
    /** The problems for which this body is the one (or one of two) to try first in its place or state. */
    firstFor: z.array(z.enum(reportProblems)).default([]),
    /**
     * When the body takes no complaints online: how to reach it (phone, post, in person), in plain words;
     * `url` is then the body's own page that says so.
     */
    noOnlineForm: z.string().trim().min(10).optional(),
    /**
     * The body's whole site is its complaint or reporting service (reportfraud.ftc.gov,
     * signal.conso.gouv.fr), so `url` is the site's first page; `source.passage` says so.
     */
    siteIsComplaintService: z.boolean().optional(),
    /**
     * We could not confirm the body's complaint page in our sources, so `url` is its home page: the
     * entry says so to visitors, and report.test.ts keeps the list of such entries, so that it can only
     * shrink on purpose.
     */
    complaintPageUnconfirmed: z.literal(true).optional(),
    /** The day it joined the list, and each later change to it: both are logged on /updates. */
    addedOn: z.iso.date(),
    changes: z.array(z.object({ date: z.iso.date(), text: z.string().trim().min(10) })).default([]),
    /** Where the channel was confirmed, and the passage that says so. */
    source: z.object({ url: z.string().regex(/^https:\/\/\S+$/), passage: z.string().trim().min(10) }),
  })
  .superRefine((channel, context) => {
    if (channel.subdivision && channel.place !== "us") {
      context.addIssue({
        code: "custom",
        path: ["subdivision"],
        message: "only a US channel names a state",
      });
    }
    if (new Set(channel.firstFor).size !== channel.firstFor.length) {
      context.addIssue({ code: "custom", path: ["firstFor"], message: "a problem named twice" });
    }
    if (channel.siteIsComplaintService) {
      const url = new URL(channel.url);
      if (url.pathname !== "/" || url.search !== "")
        context.addIssue({
          code: "custom",
          path: ["siteIsComplaintService"],
          message: "only a site's first page is the whole site",
        });
    }
    for (const key of ["url", "home"] as const) {
      const hostname = new URL(channel[key]).hostname.replace(/^www\./, "");
      if (!channel.hosts.some((own) => hostname === own || hostname.endsWith(`.${own}`))) {
        context.addIssue({
          code: "custom",
          path: [key],
          message: `${hostname} is not one of the body's hosts`,
        });
      }
    }
  });

export type ReportChannel = z.output<typeof reportChannelSchema>;

/**
 * A documented gap (issue 52): a place with no body of a kind it needs that takes complaints yet (a
 * Digital Services Coordinator not yet given its powers), what a visitor can do instead, and the stored
 * page that states it. It stands in that place's page, in the section of the problem concerned.
 */
export const reportGapKinds = [
  "consumer",
  "data-protection",
  "platforms",
] as const satisfies readonly ReportKind[];

export const reportGapSchema = z.object({
  place: z.enum(reportPlaceCodes),
  kind: z.enum(reportGapKinds),
  /** What is missing, in one plain sentence. */
  missing: z.string().trim().min(20),
  /** What a visitor can do instead, in plain words. */
  instead: z.string().trim().min(20),
  /**
   * The page that states it, and its words, copied verbatim. Without one, the gap is ours: we could not
   * confirm a body that takes such complaints there, and the page says so (report.test.ts pins the list).
   */
  source: z
    .object({ url: z.string().regex(/^https:\/\/\S+$/), passage: z.string().trim().min(20) })
    .optional(),
  checkedOn: z.iso.date(),
});

export type ReportGap = z.output<typeof reportGapSchema>;
