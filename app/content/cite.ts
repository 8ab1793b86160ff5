import { z } from "zod";

import { parseContent } from "#app/content/schemas.ts";

/**
 * Words of the "Cite this" disclosure and the Share button on articles and pattern pages. "{format}"
 * and "{site}" are filled in by the components and the citation index (content/citations.server.ts).
 */

const text = z.string().trim().min(1);

const citeSchema = z.object({
  summary: text,
  lead: text,
  formats: z.object({ apa: text, bibtex: text, ris: text }),
  /** The Copy button's visible label; its accessible name adds the format ("Copy APA citation"). */
  copyLabel: text,
  /** "{format} citation": the rest of the Copy button's accessible name. */
  copyTarget: text,
  /** "{format} citation copied" */
  copied: text,
  copyFailed: text,
  downloadsLabel: text,
  downloadBib: text,
  downloadRis: text,
  shareLabel: text,
  linkCopied: text,
  shareFailed: text,
  /** Where an article appears: "{site} blog", as the RSS feed names it. */
  blogContainer: text,
  /** Where a pattern page appears. */
  patternContainer: text,
  /** Where an enforcement record's page appears. */
  recordContainer: text,
});

export type CiteLabels = z.infer<typeof citeSchema>;

export const citeLabels: CiteLabels = parseContent(
  citeSchema,
  {
    summary: "Cite this",
    lead: "Copy a reference in the style you need, or download it for a reference manager such as Zotero or Mendeley.",
    formats: { apa: "APA (7th edition)", bibtex: "BibTeX", ris: "RIS" },
    copyLabel: "Copy",
    copyTarget: "{format} citation",
    copied: "{format} citation copied",
    copyFailed: "Could not copy. Select the citation and copy it with your keyboard or menu instead.",
    downloadsLabel: "Download",
    downloadBib: "BibTeX file (.bib)",
    downloadRis: "RIS file (.ris)",
    shareLabel: "Share",
    linkCopied: "Link copied",
    shareFailed: "Could not copy the link. Copy it from the address bar instead.",
    blogContainer: "{site} blog",
    patternContainer: "{site} Pattern Library",
    recordContainer: "{site} Enforcement Record",
  },
  "content/cite.ts",
);
