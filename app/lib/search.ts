import { normalizeQuery } from "./search-query";
import MiniSearch, { type SearchResult } from "minisearch";

/**
 * Site search over the documents in /search-index.json (built from the content modules by
 * routes/search-index[.]json.ts). This module and MiniSearch are loaded with import() on first use
 * only (ADR 010), never on page load. The visitor's input is only ever compared as words: no RegExp
 * is built from it, so "(", "*", emoji or a 3,000-character paste are just text.
 */

export const searchTypes = ["article", "pattern", "term", "tool", "case", "page"] as const;
export type SearchType = (typeof searchTypes)[number];

export const searchTypeLabels: Record<SearchType, string> = {
  article: "Article",
  pattern: "Pattern",
  term: "Term",
  tool: "Tool",
  case: "Case",
  page: "Page",
};

/** One searchable thing: a page, or a part of a page with its own anchor (a glossary term, a tool, a case). */
export type SearchDocument = {
  id: number;
  url: string;
  title: string;
  type: SearchType;
  /** Other names: a pattern's "also known as", an article's category. */
  keywords: string;
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

/** The same options build the index (at first use) and query it. */
const indexOptions = {
  fields: ["title", "keywords", "text"],
  tokenize,
  processTerm,
};

export type SiteSearch = (query: string, limit?: number) => SearchHit[];

/** Indexes the documents and returns a search function that shapes each hit for display. */
export function createSiteSearch(documents: SearchDocument[]): SiteSearch {
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(documents);
  const byId = new Map(documents.map((document) => [document.id, document]));

  return (query, limit = 20) => {
    const normalized = normalizeQuery(query);
    if (tokenize(normalized).every((word) => processTerm(word) === null)) return [];
    const options = {
      boost: { title: 4, keywords: 2 },
      // The word being typed is a prefix, from its third letter: a one- or two-letter prefix matches
      // much of the vocabulary and cost over 100 ms on a throttled phone. Longer words forgive one typo.
      prefix: (term: string, position: number, terms: string[]) =>
        position === terms.length - 1 && term.length >= 3,
      fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 1,
    };
    // Every word must match; only when nothing does, any word may.
    let results: SearchResult[] = index.search(normalized, { ...options, combineWith: "AND" });
    if (results.length === 0) results = index.search(normalized, { ...options, combineWith: "OR" });
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

export { maxQueryLength, normalizeQuery } from "./search-query";
