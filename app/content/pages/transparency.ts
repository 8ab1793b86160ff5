import { z } from "zod";

import { heroSchema, pageMetaSchema, parseContent, sectionHeaderSchema } from "~/content/schemas";
import { siteConfig } from "~/site.config";

/** /transparency: the words around the record in content/transparency.ts. */

const text = z.string().trim().min(1);

const transparencyPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  record: z.object({
    header: sectionHeaderSchema,
    /** Shown while the record is empty; {date} is the day it was last checked. */
    none: text,
    checkedOn: text,
    labels: z.object({ date: text, party: text, kind: text, detail: text }),
  }),
  editorial: z.object({ header: sectionHeaderSchema, points: z.array(text).min(3) }),
  corrections: z.object({
    header: sectionHeaderSchema,
    policy: z.array(text).min(2),
    logTitle: text,
  }),
});

export type TransparencyPage = z.infer<typeof transparencyPageSchema>;

const data: TransparencyPage = {
  meta: {
    title: "Transparency",
    description: `Who funds ${siteConfig.name}, how it decides what to publish, and every correction it has made, with dates.`,
  },
  hero: {
    eyebrow: "About Us",
    title: "Transparency",
    lead: `Our pages promise to disclose every collaboration and to correct mistakes in public. This page keeps those promises: who funds or works with ${siteConfig.name}, how we decide what to publish, and a dated log of every correction.`,
  },
  record: {
    header: {
      title: "Funding and collaborations",
      lead: "Every grant, donation, contract or partnership, with its date, as soon as it is agreed.",
    },
    none: `None yet. ${siteConfig.name} has received no funding and has agreed no collaboration. When that changes, each one is listed here with its date and what it covers. Until then, the roles on our join page are planned: each opens only once it is funded.`,
    checkedOn: "Record last checked on {date}.",
    labels: { date: "Date", party: "With", kind: "Kind", detail: "What it covers" },
  },
  editorial: {
    header: {
      title: "How we decide what to publish",
      lead: "The rules every article, guide and page on this site follows.",
    },
    points: [
      "We decide what to research and publish ourselves. No funder or partner reviews, changes or approves our text before it appears.",
      "Every claim that needs a source cites one, with its authors, year, title and a link; figures without a published source are labeled hypothetical.",
      "We describe what a design does and how it affects people, and we do not name a company as the culprit for a general pattern.",
      "We write for the general public in plain language, and every text is free to share and adapt under CC BY 4.0.",
    ],
  },
  corrections: {
    header: {
      title: "Corrections",
      lead: "When we get something wrong, we fix it in the open.",
    },
    policy: [
      `If you find a mistake, write to ${siteConfig.email} with the page and what is wrong. We check every report against the sources.`,
      'When a published text was wrong, we correct it, date the correction in the log below, and mark a corrected article "Updated" with the date. Small fixes of spelling or layout are not logged.',
    ],
    logTitle: "Corrections log",
  },
};

export const transparencyPage: TransparencyPage = parseContent(
  transparencyPageSchema,
  data,
  "content/pages/transparency.ts",
);
