import { normalizeQuery } from "./search-query.ts";
import MiniSearch, { type SearchOptions, type SearchResult } from "minisearch";

/**
 * Site search over the documents in /search-index.json (built from the content modules by
 * routes/search-index[.]json.ts). This module and MiniSearch are loaded with import() on first use
 * only (ADR 010), never on page load. The visitor's input is only ever compared as words: no RegExp
 * is built from it, so "(", "*", emoji or a 3,000-character paste are just text.
 */

export const searchTypes = ["article", "pattern", "term", "tool", "case", "record", "page"] as const;
export type SearchType = (typeof searchTypes)[number];

export const searchTypeLabels: Record<SearchType, string> = {
  article: "Article",
  pattern: "Pattern",
  term: "Term",
  tool: "Tool",
  case: "Case",
  record: "Enforcement record",
  page: "Page",
};

/** One searchable thing: a page, or a part of a page with its own anchor (a glossary term, a tool, a case). */
export type SearchDocument = {
  id: number;
  url: string;
  title: string;
  type: SearchType;
  /** Other names: a pattern's "also known as", an article's tags. */
  keywords: string[];
  /** Everyday words people type for it ("unsubscribe", "FOMO"), kept in the content (`searchTerms`). */
  searchTerms: string[];
  /** The plain text shown in excerpts. */
  text: string;
};

export type Segment = { text: string; match: boolean };

export type SearchHit = {
  id: number;
  url: string;
  type: SearchType;
  typeLabel: string;
  title: Segment[];
  excerpt: Segment[];
};

const excerptLength = 160;

// Letters and digits of any script; everything else (spaces, punctuation, symbols, emoji) separates words.
const wordPattern = /[\p{L}\p{N}]+/gu;
const stopWords = new Set(
  "a an and are as at be by for from how in is it of on or the to what when who why with".split(" "),
);

export function tokenize(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

function processTerm(term: string): string | null {
  const folded = term.toLowerCase();
  return stopWords.has(folded) ? null : folded;
}

/**
 * A phrase's words run together, and each hyphenated word's parts run together, so that "roach motel",
 * "roach-motel" and "roachmotel", or "pre-ticked" and "preticked", find the same thing. Added to the
 * title and names when indexing (not stored in /search-index.json: they are made in the browser).
 */
export function joinedForms(phrase: string): string[] {
  const forms = new Set<string>();
  const words = tokenize(phrase);
  if (words.length > 1) forms.add(words.join(""));
  for (const part of phrase.split(/\s+/)) {
    const pieces = tokenize(part);
    if (pieces.length > 1) forms.add(pieces.join(""));
  }
  return [...forms].map((form) => form.toLowerCase());
}

const withJoinedForms = (phrases: string[]) => [...phrases, ...phrases.flatMap(joinedForms)].join(" · ");

/** The same options build the index (at first use) and query it. */
const indexOptions = {
  fields: ["title", "keywords", "searchTerms", "text"],
  tokenize,
  processTerm,
  extractField: (document: SearchDocument, field: string) => {
    if (field === "title") return withJoinedForms([document.title]);
    if (field === "keywords" || field === "searchTerms") return withJoinedForms(document[field]);
    // Also asked for the id.
    return document[field as keyof SearchDocument];
  },
};

/**
 * The query, and the same words run together ("confirm shaming" also asks for "confirmshaming",
 * "click to cancel" for "clicktocancel"): people split or hyphenate a name the site writes as one word.
 * Short queries only, where a name is likely; each variant is one more pass over the index.
 */
function queryVariants(query: string): string[] {
  const words = tokenize(query);
  const variants = new Set([query, words.map(singular).join(" ")]);
  if (words.length < 2 || words.length > 4) return [...variants];
  variants.add(words.join(""));
  for (let i = 0; i < words.length - 1; i++) {
    variants.add([...words.slice(0, i), words[i]! + words[i + 1]!, ...words.slice(i + 2)].join(" "));
  }
  return [...variants];
}

/** "boxes" → "box", "streaks" → "streak": a plural finds the singular the content may use. */
function singular(word: string): string {
  if (word.length <= 3 || !/s$/i.test(word) || /ss$/i.test(word)) return word;
  return /(x|ch|sh)es$/i.test(word) ? word.slice(0, -2) : word.slice(0, -1);
}

export type SiteSearch = (query: string, limit?: number) => SearchHit[];

/** Indexes the documents and returns a search function that shapes each hit for display. */
export function createSiteSearch(documents: SearchDocument[]): SiteSearch {
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(documents);
  const byId = new Map(documents.map((document) => [document.id, document]));

  return (query, limit = 20) => {
    const normalized = normalizeQuery(query);
    if (tokenize(normalized).every((word) => processTerm(word) === null)) return [];
    const options: SearchOptions = {
      // A name or another name outranks a page that only mentions the words; everyday words next.
      boost: { title: 6, keywords: 4, searchTerms: 3 },
      // A pattern page is what most people searching for a pattern's name want.
      boostDocument: (id) => (byId.get(id)?.type === "pattern" ? 1.5 : 1),
      // The word being typed is a prefix, from its third letter: a one- or two-letter prefix matches
      // much of the vocabulary and cost over 100 ms on a throttled phone. Longer words forgive one typo.
      prefix: (term: string, position: number, terms: string[]) =>
        position === terms.length - 1 && term.length >= 3,
      fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 1,
    };
    const variants = queryVariants(normalized);
    // Every word must match; only when nothing does, any word may.
    const run = (combineWith: "AND" | "OR") =>
      index.search(
        { combineWith: "OR", queries: variants.map((variant) => ({ combineWith, queries: [variant] })) },
        options,
      );
    let results: SearchResult[] = run("AND");
    if (results.length === 0) results = run("OR");
    return results.slice(0, limit).flatMap((result) => {
      const document = byId.get(result.id as number);
      if (!document) return [];
      const matched = new Set(result.terms);
      return [
        {
          id: document.id,
          url: document.url,
          type: document.type,
          typeLabel: searchTypeLabels[document.type],
          title: markWords(document.title, matched),
          excerpt: markWords(excerptAround(document.text, matched), matched),
        },
      ];
    });
  };
}

/** Splits text into segments, marking every word that is one of `terms` (lower-case). */
export function markWords(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let plainStart = 0;
  for (const word of text.matchAll(wordPattern)) {
    if (!terms.has(word[0].toLowerCase())) continue;
    if (word.index > plainStart) segments.push({ text: text.slice(plainStart, word.index), match: false });
    segments.push({ text: word[0], match: true });
    plainStart = word.index + word[0].length;
  }
  if (plainStart < text.length) segments.push({ text: text.slice(plainStart), match: false });
  return segments;
}

/** About 160 characters of `text`, cut at spaces, around the first word in `terms`. */
export function excerptAround(text: string, terms: ReadonlySet<string>): string {
  if (text.length <= excerptLength) return text;
  let first = 0;
  for (const word of text.matchAll(wordPattern)) {
    if (terms.has(word[0].toLowerCase())) {
      first = word.index;
      break;
    }
  }
  let start = Math.max(0, first - excerptLength / 3);
  const end = Math.min(text.length, start + excerptLength);
  start = Math.max(0, end - excerptLength);
  const from = start === 0 ? 0 : text.indexOf(" ", start) + 1;
  const to = end === text.length ? end : text.lastIndexOf(" ", end);
  const body = text.slice(from, to > from ? to : end).trim();
  return `${from > 0 ? "… " : ""}${body}${to < text.length ? " …" : ""}`;
}

export { maxQueryLength, normalizeQuery } from "./search-query.ts";
