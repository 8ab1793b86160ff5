import { z } from "zod";

import { heroSchema, linkSchema, pageMetaSchema, parseContent } from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";

/** Words of site search: the /search page and the search dialog in the header (ADR 010). */

const text = z.string().trim().min(1);

const searchPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** The field's label, on /search and in the dialog. */
  label: text,
  placeholder: text,
  submit: text,
  /** Shown while the index loads on first use. */
  loading: text,
  /** "{count}" and "{query}" are filled in; announced politely. */
  resultCount: text.includes("{count}"),
  oneResult: text.includes("{query}"),
  noResults: text.includes("{query}"),
  /** The same in the header's dialog, which has no list of pages below it. */
  noResultsDialog: text.includes("{query}"),
  /** Under a search that found nothing: where to browse instead (the library and the glossary). */
  noResultsSuggestions: z.object({ lead: text, links: z.array(linkSchema).min(1) }),
  /**
   * Words people search for that sound like the site's subject but are not (dark mode is not a dark
   * pattern): a short answer shown above the results when the query is one of them.
   */
  notes: z
    .array(z.object({ queries: z.array(text).min(1), text, link: linkSchema }))
    .refine((notes) => notes.every((note) => note.queries.every((query) => query === query.toLowerCase())), {
      message: "note queries are written in lower case",
    }),
  /** The index could not be fetched (offline, a failed deploy). */
  failed: text,
  /** Before anything is typed. */
  prompt: text,
  /** Shown without JavaScript: search runs in the browser. */
  needsScript: text,
  /** Heading of the list of every page, the way to find things without search. */
  allPagesTitle: text,
  groups: z.object({ page: text, pattern: text, article: text }),
  /** In the dialog: a link to /search with the query. */
  allResults: text,
  /** The keyboard hint beside the header button and in the dialog. */
  shortcutHint: text,
  dialogHelp: text,
});

export type SearchPage = z.infer<typeof searchPageSchema>;

const data: SearchPage = {
  meta: {
    title: "Search",
    description: `Search every article, pattern, glossary term, tool and page of ${siteConfig.name}.`,
  },
  hero: {
    eyebrow: "Search",
    title: "Search the site",
    lead: "Articles, patterns, enforcement records and terms. What you type stays in your browser.",
  },
  label: "Search the site",
  placeholder: "Try: variable reward",
  submit: "Search",
  loading: "Loading search…",
  resultCount: '{count} results for "{query}"',
  oneResult: '1 result for "{query}"',
  noResults:
    'Nothing matches "{query}". Try fewer or different words, or browse the list of all pages below.',
  noResultsDialog: 'Nothing matches "{query}". Try fewer or different words.',
  notes: [
    {
      queries: ["dark mode", "dark theme", "night mode"],
      text: "Dark mode is a display setting, light text on a dark background, not a dark pattern. This site has one: the theme button in the header. Dark patterns are designs that push people into choices they did not mean to make.",
      link: { label: "What dark patterns are", href: "/glossary#dark-patterns" },
    },
  ],
  noResultsSuggestions: {
    lead: "Two good places to start:",
    links: [
      { label: "The pattern library: every design trick, with pictures", href: "/patterns" },
      { label: "The glossary: the words used on this site", href: "/glossary" },
    ],
  },
  failed:
    "Search could not load. Check your connection and try again, or browse the list of all pages below.",
  prompt: "Type a word or two, such as a pattern, a term or a topic.",
  needsScript: "Search needs JavaScript, which is off or did not load. Every page is listed below.",
  allPagesTitle: "All pages",
  groups: { page: "Pages", pattern: "Patterns", article: "Articles" },
  allResults: "All results on the search page",
  shortcutHint: "/",
  dialogHelp: "Use the up and down arrow keys to choose a result, Enter to open it and Escape to close.",
};

export const searchPage: SearchPage = parseContent(searchPageSchema, data, "content/pages/search.ts");
