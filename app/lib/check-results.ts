import type { Finding, Strength } from "#app/lib/checker/index.ts";
import { listAnd } from "#app/lib/english.ts";
import { fillCount, fillTemplate, type CountedTemplate } from "#app/lib/template.ts";

/**
 * What /check shows of the checker's findings (app/lib/checker): the findings numbered in reading order,
 * the text cut into pieces to mark, and the count by pattern for the summary line. Pure, so it is tested
 * without a browser; the checker itself is loaded only on /check, and only the types come from it here.
 */

/** A finding with the number it has in the list and on its mark in the text. */
export type NumberedFinding = Finding & { number: number };

/**
 * A stretch of the text with the same findings over it: plain when `numbers` is empty, marked otherwise.
 * `starts` are the numbers of the findings that begin here (their numbered marker goes before the words).
 */
export type TextPiece = {
  text: string;
  start: number;
  numbers: number[];
  starts: number[];
  /** The surest of the findings over it, which sets the underline: "clear" wins over "possible". */
  strength: Strength | null;
};

/** One pattern of the summary line, in the order it first appears in the text. */
export type PatternCount = { pattern: string; path: string; count: number };

/**
 * The library's name of each pattern the checker can name, by slug. A finding's own `label` says what
 * was found ("Countdown to a deadline"); the summary and the list name the pattern, as the library does.
 */
export type PatternNames = Record<string, string>;

/** A pattern's name in the library; its slug, should the library not have it. */
export const patternName = (names: PatternNames, slug: string) => names[slug] ?? slug;

/**
 * The findings that point at a real stretch of `text`, in reading order (earlier first; of two that start
 * together, the longer first), numbered from 1. A span outside the text, or empty, is left out rather than
 * drawn wrong.
 */
export function numberFindings(text: string, findings: readonly Finding[]): NumberedFinding[] {
  return findings
    .filter((finding) => finding.start >= 0 && finding.end <= text.length && finding.start < finding.end)
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => a.finding.start - b.finding.start || b.finding.end - a.finding.end || a.index - b.index)
    .map(({ finding }, index) => ({ ...finding, number: index + 1 }));
}

/**
 * `text` cut at every start and end of a finding, so each piece is covered by the same findings
 * throughout: overlapping findings give pieces marked by both, and nothing of the text is lost or repeated
 * (the pieces joined are the text).
 */
export function textPieces(text: string, findings: readonly NumberedFinding[]): TextPiece[] {
  const cuts = new Set([0, text.length]);
  for (const finding of findings) {
    cuts.add(finding.start);
    cuts.add(finding.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const pieces: TextPiece[] = [];
  for (let index = 0; index < points.length - 1; index += 1) {
    const start = points[index]!;
    const end = points[index + 1]!;
    const over = findings.filter((finding) => finding.start < end && finding.end > start);
    pieces.push({
      text: text.slice(start, end),
      start,
      numbers: over.map((finding) => finding.number),
      starts: over.filter((finding) => finding.start === start).map((finding) => finding.number),
      strength:
        over.length === 0
          ? null
          : over.some((finding) => finding.strength === "clear")
            ? "clear"
            : "possible",
    });
  }
  return pieces;
}

/** How many findings each pattern has, in the order the patterns first appear. */
export function countByPattern(findings: readonly Finding[]): PatternCount[] {
  const counts = new Map<string, PatternCount>();
  for (const { pattern, path } of findings) {
    const entry = counts.get(pattern);
    if (entry) entry.count += 1;
    else counts.set(pattern, { pattern, path, count: 1 });
  }
  return [...counts.values()];
}

/**
 * The summary line, the one thing announced to screen readers: the number of findings, then each pattern
 * with its count ("3 signs found: Fake urgency (2) and Confirmshaming (1).").
 */
export function summaryLine(
  templates: { summary: CountedTemplate; summaryEntry: string },
  findings: readonly Finding[],
  names: PatternNames,
): string {
  const entries = countByPattern(findings).map(({ pattern, count }) =>
    fillTemplate(templates.summaryEntry, { label: patternName(names, pattern), count }),
  );
  return fillCount(templates.summary, findings.length, { patterns: listAnd(entries) });
}
