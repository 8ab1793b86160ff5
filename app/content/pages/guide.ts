import { z } from "zod";

import { heroSchema, pageMetaSchema, parseContent } from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * Page copy for /guide, the strategic guide to read on the web. The guide's own text is content/guide.ts,
 * the same the PDF prints; only the words around it, and what the web page does differently from the
 * PDF, live here. It imports nothing of the guide, so the page can import it without shipping the guide's
 * content in its JavaScript (the guide travels as loader data).
 */

const text = z.string().trim().min(1);

const guidePageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** The hero's link that downloads the PDF; "{size}" is filled in at build time. */
  download: z.object({ label: text, note: text.includes("{paper}").includes("{size}") }),
  /** The name of each heading's link to itself; "{title}" is the heading. */
  sectionLink: text.includes("{title}"),
  /** After the introduction: the PDF shows three diagrams of the site's pages; here they are links. */
  diagrams: z.object({ lead: text }),
  /** In the pattern catalog: the PDF gives each pattern a page with its drawings; here, links to them. */
  patternsNote: text,
  /** In the glossary: the terms link to their entries on /glossary, which hold the definitions and examples. */
  glossaryNote: text,
  /** The references part: its list is a page of its own (/guide/references), of "{count}" sources. */
  referencesNote: text,
  referencesLink: text.includes("{count}"),
  /** How a part of the guide is titled in site search; "{part}" is its title. */
  searchTitle: text.includes("{part}"),
});

export type GuidePage = z.infer<typeof guidePageSchema>;

export const guidePage: GuidePage = parseContent(
  guidePageSchema,
  {
    meta: {
      title: `The ${siteConfig.name} Strategic Guide, on the web`,
      description: `The ${siteConfig.name} strategic guide as a web page: six awareness tools, the three-step journey, a checklist for responsible products, the pattern catalog and the sources.`,
    },
    hero: {
      eyebrow: "Strategic guide",
      title: `The ${siteConfig.name} Strategic Guide, on the web`,
      lead: "The whole guide to read here, in the same words as the PDF: six tools for noticing influence, a three-step habit, a checklist for the people who build products, the pattern catalog, the glossary and our sources.",
    },
    download: { label: "Download the PDF", note: "PDF, {paper}, {size}" },
    sectionLink: "Link to section: {title}",
    diagrams: {
      lead: "The printed guide also shows three of our diagrams, each with its key. Each one is on its page:",
    },
    patternsNote:
      "The PDF gives each pattern a page of its own with both drawings. Here, each name leads to its page in the pattern library, which shows the same drawings and notes.",
    glossaryNote:
      "Each term leads to its entry in our glossary, which gives the same definition and example as the PDF.",
    referencesNote:
      "The studies, reports and legal texts behind the guide's claims, and the site's, are on a page of their own. The PDF prints them as its last chapter.",
    referencesLink: "All {count} references, each with a link to the publication",
    searchTitle: "Strategic guide: {part}",
  },
  "content/pages/guide.ts",
);
