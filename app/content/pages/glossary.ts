import { z } from "zod";

import { heroSchema, leadLinkSchema, pageMetaSchema, parseContent } from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";

/** Page copy for /glossary. The ten terms live in content/glossary.ts. */

const text = z.string().trim().min(1);

const glossaryPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  searchLabel: text,
  searchPlaceholder: text,
  /** Shown when nothing matches; "{query}" is replaced by the text the visitor entered (spec, section 5). */
  noResults: z.literal('No terms found matching "{query}". Try a different search term.'),
  /** Announced and shown while a search is active; "{count}" and "{total}" are filled in. */
  resultCount: text.includes("{count}"),
  clearSearch: text,
  exampleLabel: text,
  /** Under a term's example, to its page in the pattern library: {term} is the term. */
  patternLinkLabel: text,
  /** The same for Dark Patterns, which leads to the whole library. */
  libraryLinkLabel: text,
  /** Heading of the list of links to each term's anchor, beside the terms on wide screens. */
  indexTitle: text,
  /** Name of the phone layout's index landmark (the wide layout's is `indexTitle`). */
  phoneIndexLabel: text,
  /** In an open term, after hydration: copies the term's address. {term} completes the accessible name. */
  copyLinkLabel: text,
  copyLinkName: text.includes("{term}"),
  /** Toasts after copying; the failure toast shows the address so it can be copied by hand. */
  linkCopied: text,
  linkCopyFailed: text,
  /** The same place before JavaScript runs (or without it): a plain link to the term's anchor. */
  permalinkLabel: text,
  /** Name of the term set in the DefinedTermSet JSON-LD. */
  termSetName: text,
  /** Under the terms: the map of the patterns' names in the field's taxonomies (/taxonomy). */
  taxonomy: leadLinkSchema,
});

export type GlossaryPage = z.infer<typeof glossaryPageSchema>;

export const glossaryPage: GlossaryPage = parseContent(
  glossaryPageSchema,
  {
    meta: {
      title: "Glossary",
      description:
        "Plain-language definitions of ten key terms on digital influence, from attention economy and dark patterns to sycophancy and variable rewards.",
    },
    hero: {
      eyebrow: "Resources",
      title: "Glossary",
      lead: "Ten key terms for understanding how technology shapes attention and choices, each with a plain-language definition and an everyday example. Search by word, or select a term to see its example.",
    },
    searchLabel: "Search the glossary",
    searchPlaceholder: "Search terms or definitions, e.g. nudge",
    noResults: 'No terms found matching "{query}". Try a different search term.',
    resultCount: "Showing {count} of {total} terms",
    clearSearch: "Clear search",
    exampleLabel: "Example",
    patternLinkLabel: "See {term} illustrated in the pattern library",
    libraryLinkLabel: "Browse the pattern library: every pattern beside its humane alternative",
    indexTitle: "Jump to a term",
    phoneIndexLabel: "Glossary terms",
    copyLinkLabel: "Copy link",
    copyLinkName: "Copy link to {term}",
    linkCopied: "Link copied",
    linkCopyFailed: "Could not copy the link",
    permalinkLabel: "Link to this term",
    termSetName: `${siteConfig.name} glossary of digital influence`,
    taxonomy: {
      lead: "Researchers and regulators give many of these designs names of their own.",
      label: "One pattern, many names",
      href: "/taxonomy",
    },
  },
  "content/pages/glossary.ts",
);
