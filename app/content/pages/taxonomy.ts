import { z } from "zod";

import { heroSchema, pageMetaSchema, parseContent, sectionHeaderSchema } from "#app/content/schemas.ts";

/**
 * Page copy for /taxonomy ("One pattern, many names", issue 54.3) and the data dictionaries of its downloads and of
 * the catalogue's (/patterns.json). The names themselves are in content/taxonomy.ts; every count on the page is
 * filled in from the data, so the copy holds templates ("{named}") rather than numbers.
 */

const text = z.string().trim().min(1);
const dictionary = z.array(z.object({ field: text, meaning: text })).min(5);

const taxonomyPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** Under the hero: the map and its files are a long explanation away on a phone. */
  jumps: z.object({ map: text, data: text }),
  intro: z.object({ header: sectionHeaderSchema, paragraphs: z.array(text).min(2) }),
  /** Under the explanation: {named} of {patterns} pages have another name; {checked} of {taxonomies} lists checked. */
  counts: text.includes("{named}"),
  table: z.object({
    header: sectionHeaderSchema,
    caption: text,
    /** The first column's heading: our page. */
    pattern: text,
    /** Beside a name: the list's own category, {group}. */
    group: text.includes("{group}"),
    /** An empty cell, read by screen readers. */
    none: text,
    /** A phone's entry with no name in any list we could check. */
    noneAnywhere: text,
  }),
  otherTypes: z.object({
    header: sectionHeaderSchema,
    caption: text,
    taxonomy: text,
    name: text,
    definition: text,
    where: text,
    notCovered: text,
    /** A type one of our pages covers: {page} is linked. */
    coveredOn: text.includes("{page}"),
  }),
  sources: z.object({
    header: sectionHeaderSchema,
    status: z.object({ checked: text, partial: text, unchecked: text }),
    /** Before a list's id, the name of its column in the CSV and its key in the JSON. */
    id: text,
  }),
  /** Both downloads' shared labels. */
  csv: text,
  json: text,
  schema: text,
  downloads: z.object({
    header: sectionHeaderSchema,
    /** {licence} is the content license's name, linked; {site} the organization's name. */
    licence: text.includes("{licence}"),
    dictionaryTitle: text,
    /** The files' title; {site} is the organization's name. */
    fileTitle: text,
    dictionary,
  }),
  catalogue: z.object({
    header: sectionHeaderSchema,
    licence: text.includes("{licence}"),
    dictionaryTitle: text,
    fileTitle: text,
    dictionary,
  }),
});

export type TaxonomyPage = z.infer<typeof taxonomyPageSchema>;

export const taxonomyPage: TaxonomyPage = parseContent(
  taxonomyPageSchema,
  {
    meta: {
      title: "One pattern, many names",
      description:
        "The names researchers and regulators give the patterns in our library, side by side, with what we could check in each source, as CSV and JSON.",
    },
    hero: {
      eyebrow: "Resources",
      title: "One pattern, many names",
      lead: "Researchers and regulators each name manipulative designs in their own way. This map puts their names beside ours, so a name you meet in a study or a regulator's guidance leads to the page that explains it.",
    },
    jumps: { map: "See the map of names", data: "Download the data" },
    intro: {
      header: { title: "Why the names differ" },
      paragraphs: [
        "A study, a regulator and a designers' catalog can describe the same trick under different names. A countdown that starts again when you reload the page is a \u201cCountdown Timer\u201d to researchers who counted such designs on shopping sites, and fake urgency on our site. Each list was made for its own purpose: measuring what websites do, applying a law, or teaching designers what to avoid.",
        "Our pages use one plain name each. The map below gives, for every page in our library, the names other lists use for the same design, with the list's own category where it has one. A dash means that list has no name for it that we could match.",
        "We give a name only where we could read it in the list's own text: the paper, the guidelines or the data its authors released. Where we could not, we leave that list's names out rather than guess, and say so under the sources at the end.",
      ],
    },
    counts:
      "{named} of the {patterns} patterns in our library have at least one other name here, from {checked} of the {taxonomies} lists we set out to map.",
    table: {
      header: {
        title: "The names, pattern by pattern",
        lead: "Each pattern's name links its page; the names beside it are the lists' own, as they write them. Who made each list, and why some have no column here, is under the lists at the end.",
      },
      caption: "The patterns in our library and their names in other lists",
      pattern: "Our page",
      group: "in {group}",
      none: "No name",
      noneAnywhere: "No other name in the lists we could check.",
    },
    otherTypes: {
      header: {
        title: "Types with no page of ours",
        lead: "Types the lists we checked name that none of our pages covers, each explained in one line of our own.",
      },
      caption: "Types named by other lists and where we cover them",
      taxonomy: "List",
      name: "Type",
      definition: "What it means",
      where: "On this site",
      notCovered: "Not covered here",
      coveredOn: "Covered on {page}",
    },
    sources: {
      header: {
        title: "The lists, and what we could check",
        lead: "Every list we set out to map, cited in full, with what the copy we could read shows.",
      },
      status: { checked: "Checked", partial: "Checked in part", unchecked: "Not checked" },
      id: "In the downloads:",
    },
    csv: "Download CSV",
    json: "Download JSON",
    schema: "JSON Schema",
    downloads: {
      header: {
        eyebrow: "Open data",
        title: "Download the map",
        lead: "The same map as the table, as CSV for spreadsheets (one row per pattern) and JSON for code, which adds each list's source and the types with no page of ours.",
      },
      licence:
        "The map is published under {licence}. Credit {site} and link to this page; the lists' own texts stay under their own terms.",
      dictionaryTitle: "What each field of the map means",
      fileTitle: "{site}: one pattern, many names",
      dictionary: [
        { field: "slug", meaning: "The pattern's stable name; its page is /patterns/{slug}." },
        { field: "name", meaning: "The pattern's name on our site." },
        { field: "family", meaning: "Its family in our library: interface, attention or ai." },
        { field: "page", meaning: "The address of the pattern's page." },
        {
          field: "names",
          meaning:
            "In the JSON, for each list, the names it gives the pattern, each with its group, level and parent where the list has them (null otherwise); an empty list where it names none we could check. In the CSV, one column per list, named by its id, holding the names separated by semicolons, each followed by its group in brackets.",
        },
        {
          field: "taxonomies",
          meaning:
            "JSON only: each list's id, label, whether we could check it (checked, partial or unchecked), what the copy we read shows, and its source.",
        },
        {
          field: "other_types",
          meaning:
            "JSON only: types a checked list names that are not among the names above, with a line of our own and the page that covers them, or null.",
        },
        {
          field: "version",
          meaning:
            "The file's format, as major.minor.patch; the major number changes when a field changes meaning or goes.",
        },
        {
          field: "generated",
          meaning: "The day the names were last checked against the lists (YYYY-MM-DD).",
        },
      ],
    },
    catalogue: {
      header: {
        eyebrow: "Open data",
        title: "Download the whole pattern library",
        lead: "Every pattern in our library in one file: its names, summary, what it can cost you, the laws its page cites and the enforcement actions that concern it.",
      },
      licence:
        "The library's data is published under {licence}. Credit {site} and link to the pattern library.",
      dictionaryTitle: "What each field of the library's file means",
      fileTitle: "{site} Pattern Library",
      dictionary: [
        { field: "slug", meaning: "The pattern's stable name; its page is /patterns/{slug}." },
        { field: "name", meaning: "The pattern's name on our site." },
        { field: "family", meaning: "Its family: interface, attention or ai." },
        { field: "family_name", meaning: "The family's name as the library shows it." },
        {
          field: "other_names",
          meaning:
            "Other names its page gives, separated by semicolons in the CSV; the names other lists use are in the map's download.",
        },
        { field: "summary", meaning: "One line, as on the library's card." },
        { field: "definition", meaning: "The pattern in two sentences at most." },
        {
          field: "harms",
          meaning:
            "What it can cost the person who meets it, as ids: money, exit (a way out), data, time, child, ai (an AI chat). Our own reading of the page; the JSON lists each id's wording.",
        },
        {
          field: "laws",
          meaning:
            "The laws and guidance its page cites, each with its instrument and provision; in the CSV, \u201cinstrument: provision\u201d separated by \u201c | \u201d.",
        },
        {
          field: "record_ids",
          meaning: "The enforcement record's actions that concern it; each is at /enforcement/{id}.",
        },
        { field: "last_law_check", meaning: "The day its law section was last checked (YYYY-MM-DD)." },
        { field: "page", meaning: "The address of the pattern's page." },
        {
          field: "version",
          meaning:
            "The file's format, as major.minor.patch; the major number changes when a field changes meaning or goes.",
        },
        {
          field: "generated",
          meaning:
            "The newest of the checks the file rests on, its laws' and the enforcement record's (YYYY-MM-DD): the same from build to build until the data changes.",
        },
      ],
    },
  },
  "content/pages/taxonomy.ts",
);
