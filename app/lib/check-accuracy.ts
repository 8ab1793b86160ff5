/**
 * The checker's measured accuracy as /check publishes it: read at build time from
 * app/lib/checker/accuracy.json (written by `npm run bench:checker`), each pattern named as the library
 * names it. Only this shape reaches the page, as its loader data.
 */
export type AccuracyScores = { precision: number; recall: number; f1: number; support: number };

export type CheckAccuracy = {
  /** The day it was measured, YYYY-MM-DD. */
  date: string;
  /** How it was counted, as the benchmark states it. */
  method: string;
  /** The size of the test part, and how many of its texts are ordinary (no pattern). */
  texts: number;
  ordinaryTexts: number;
  rows: (AccuracyScores & { pattern: string; name: string })[];
  overall: AccuracyScores;
  /** The share of ordinary texts that got a finding, 0 to 1. */
  flaggedOrdinaryShare: number;
  /** Median time to check 20,000 characters, in milliseconds. */
  medianMsPer20k: number;
};
