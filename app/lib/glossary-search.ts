/**
 * Glossary search: case-insensitive substring matching on a term's name or definition,
 * and the segments used to highlight matches. Plain string comparison, never a RegExp
 * built from the visitor's input, so characters such as "(", "*" or "\" are just text,
 * and emoji or very long input cannot throw.
 */

type Searchable = { term: string; definition: string };

export type HighlightSegment = { text: string; match: boolean };

/** The part of the query that is matched: surrounding spaces do not count. */
export function normalizeQuery(query: string): string {
  return query.trim();
}

function fold(value: string): string {
  return value.toLowerCase();
}

/** Whether `text` contains `query`, ignoring case. An empty query matches everything. */
export function includesIgnoringCase(text: string, query: string): boolean {
  const needle = normalizeQuery(query);
  if (needle === "") return true;
  return fold(text).includes(fold(needle));
}

/** The terms whose name or definition contains the query, in their original order. */
export function filterGlossary<T extends Searchable>(terms: readonly T[], query: string): T[] {
  if (normalizeQuery(query) === "") return [...terms];
  return terms.filter(
    (entry) => includesIgnoringCase(entry.term, query) || includesIgnoringCase(entry.definition, query),
  );
}

/**
 * Split `text` into plain and matching segments for <mark>. Matching compares each
 * window of the original text with the query, both lower-cased, so offsets always refer
 * to the original text even where lower-casing changes a string's length.
 */
export function highlightSegments(text: string, query: string): HighlightSegment[] {
  const needle = normalizeQuery(query);
  if (needle === "" || needle.length > text.length) return [{ text, match: false }];
  const folded = fold(needle);
  const segments: HighlightSegment[] = [];
  let plainStart = 0;
  let index = 0;
  while (index <= text.length - needle.length) {
    if (fold(text.slice(index, index + needle.length)) === folded) {
      if (index > plainStart) segments.push({ text: text.slice(plainStart, index), match: false });
      segments.push({ text: text.slice(index, index + needle.length), match: true });
      index += needle.length;
      plainStart = index;
    } else {
      index += 1;
    }
  }
  if (plainStart < text.length) segments.push({ text: text.slice(plainStart), match: false });
  return segments;
}
