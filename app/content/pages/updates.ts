import { z } from "zod";

import { heroSchema, pageMetaSchema, parseContent } from "#app/content/schemas.ts";

/**
 * Page copy for /updates and its Atom feed (/updates.xml). The entries themselves are generated from the
 * data (app/data/updates-data.server.ts): records added, events after a record was added,
 * and corrections (each change to a pattern page's law section is logged as one).
 */

const text = z.string().trim().min(1);

const updatesPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  feedLink: text,
  /** The feed's title and subtitle. */
  feedTitle: text,
  feedSubtitle: text,
  kinds: z.object({ record: text, event: text, correction: text, law: text, report: text }),
  /** Entry titles: {company}, {authority}, {event}, {page}; /report's {count}, {places} and {name}. */
  titles: z.object({
    record: text,
    event: text,
    correction: text,
    reportAdded: text.includes("{count}").includes("{places}"),
    reportChanged: text.includes("{name}"),
  }),
  /** A group heading per month: "{month}". */
  empty: text,
  /** Linked from /enforcement and /transparency. */
  linkLabel: text,
  /** The older pages (/updates/page/2 …): their title and description, "{page}" of "{pages}". */
  pageTitle: text.includes("{page}").includes("{pages}"),
  pageDescription: text.includes("{page}").includes("{pages}"),
  /** The links between the pages, under the list. */
  pages: z.object({
    label: text,
    newer: text,
    older: text,
    position: text.includes("{page}").includes("{pages}"),
  }),
});

export type UpdatesPage = z.infer<typeof updatesPageSchema>;

export const updatesPage: UpdatesPage = parseContent(
  updatesPageSchema,
  {
    meta: {
      title: "Updates",
      description:
        "Every change to the enforcement record and the pattern library, dated and newest first: new records, new steps in a case, law brought up to date and corrections.",
    },
    hero: {
      eyebrow: "Insights",
      title: "Updates",
      lead: "What changed, and when: new actions in the enforcement record, later steps in a case, law brought up to date on the pattern pages, and corrections. Newest first.",
    },
    feedLink: "Follow these updates in a feed reader (Atom)",
    feedTitle: "Updates to the enforcement record and the pattern library",
    feedSubtitle: "New records, new steps in a case, law brought up to date and corrections, newest first.",
    kinds: {
      record: "New record",
      event: "Case update",
      correction: "Correction",
      law: "Law updated",
      report: "Where to report",
    },
    titles: {
      record: "New record: {company} ({authority})",
      event: "{company} ({authority}): {event}",
      correction: "{page}",
      reportAdded: "Report a pattern: {count} official channels in {places} places",
      reportChanged: "Report a pattern: {name} updated",
    },
    empty: "Nothing has changed yet.",
    linkLabel: "Updates: what changed, and when",
    pageTitle: "Updates, page {page} of {pages}",
    pageDescription:
      "Earlier changes to the enforcement record and the pattern library, page {page} of {pages}: new records, new steps in a case, law brought up to date and corrections, newest first.",
    pages: {
      label: "Pages of updates",
      newer: "Newer updates",
      older: "Older updates",
      position: "Page {page} of {pages}",
    },
  },
  "content/pages/updates.ts",
);
