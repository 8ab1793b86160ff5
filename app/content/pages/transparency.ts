import { z } from "zod";

import { heroSchema, pageMetaSchema, parseContent, sectionHeaderSchema } from "#app/content/schemas.ts";
import { copyrightLine, siteConfig } from "#app/site.config.ts";

const { name, url, pressEmail, contentLicence, githubUrl, buildYear, tagline } = siteConfig;
const host = url.replace(/^https:\/\//, "");

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
  /** How to reuse and cite (/transparency#reuse): the licence facts and contacts come from the site config. */
  reuse: z.object({
    header: sectionHeaderSchema,
    what: z.array(text).min(1),
    /** The licence's text and the code's repository, both external. */
    links: z.object({
      licence: z.object({ label: text, href: z.url() }),
      code: z.object({ label: text, href: z.url() }),
    }),
    attribution: z.object({ title: text, lead: text, label: text, line: text, note: text }),
    citing: z.object({ title: text, lead: text, label: text, citation: text }),
    press: z.object({ title: text, body: text }),
    /** The Copy buttons: their visible label, the rest of each accessible name, and what they announce. */
    copy: z.object({
      label: text,
      attributionTarget: text,
      citationTarget: text,
      attributionCopied: text,
      citationCopied: text,
      failed: text,
    }),
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
  reuse: {
    header: {
      title: "Reuse and cite our work",
      lead: "You may copy, translate, print and adapt what we publish, in class, in the press or in a campaign, as long as you say where it comes from.",
    },
    what: [
      `The words, data and drawings on this site, and the strategic guide built from them, are licensed under ${contentLicence.name}: you may share and adapt them for any purpose, commercial ones included, if you give credit, link to the license and say whether you changed anything.`,
      "Works we cite remain under their own authors' terms. The site's code is open source under the MIT license.",
    ],
    links: {
      licence: { label: `Read the ${contentLicence.name} license`, href: contentLicence.url },
      code: { label: "The code on GitHub", href: githubUrl },
    },
    attribution: {
      title: "The credit to give",
      lead: "A line like this one, under the text or drawing you reuse, is enough:",
      label: "Attribution line",
      line: `${copyrightLine} (${host}), licensed under ${contentLicence.name}: ${contentLicence.url}`,
      note: `Add the address of the page you took it from, and "adapted" if you changed it.`,
    },
    citing: {
      title: "Citing us",
      lead: `Every article and every pattern page has a "Cite this" box with a reference in APA, BibTeX and RIS, and files for Zotero or Mendeley. To cite the site as a whole:`,
      label: "The site, in APA style",
      citation: `${name}. (${buildYear}). ${name}: ${tagline} ${url}`,
    },
    press: {
      title: "Press",
      body: `For press questions, write to ${pressEmail}.`,
    },
    copy: {
      label: "Copy",
      attributionTarget: "attribution line",
      citationTarget: "citation of the site",
      attributionCopied: "Attribution line copied",
      citationCopied: "Citation copied",
      failed: "Could not copy. Select the text and copy it with your keyboard or menu instead.",
    },
  },
};

export const transparencyPage: TransparencyPage = parseContent(
  transparencyPageSchema,
  data,
  "content/pages/transparency.ts",
);
