import { z } from "zod";
import { patterns } from "#app/content/patterns.ts";
import type { CheckAccuracy } from "#app/lib/check-accuracy.ts";
import type { PatternNames } from "#app/lib/check-results.ts";
import { checkerPatterns } from "#app/lib/checker/index.ts";

/**
 * The measurement, written by `npm run bench:checker` beside the checker. Found by glob rather than
 * imported, so that a checkout without it still type-checks; the build fails without it (below).
 */
const measurements = import.meta.glob<unknown>("../lib/checker/accuracy.json", {
  eager: true,
  import: "default",
});

/**
 * /check's build-time data: the library's name of every pattern the checker can name (so the page shows
 * the names without shipping the library), and the accuracy `npm run bench:checker` measured, checked
 * against the shape the page reads. A pattern the checker names but the library lacks fails the build.
 */

const share = z.number().min(0).max(1);
const scores = z.object({
  precision: share,
  recall: share,
  f1: share,
  support: z.number().int().min(0),
});

const makeUp = z.object({ texts: z.number().int().min(1), ordinary: z.number().int().min(0) });

/** What /check reads of accuracy.json (scripts/checker/bench.ts writes more: the set's make-up, TP/FP/FN). */
const accuracySchema = z.object({
  date: z.iso.date(),
  method: z.string().trim().min(1),
  set: z.object({ test: makeUp }),
  rows: z.array(scores.extend({ pattern: z.string().regex(/^[a-z0-9-]+$/) })).min(1),
  overall: scores,
  flaggedOrdinaryShare: share,
  medianMsPer20k: z.number().positive(),
});

export function checkPageData(): { names: PatternNames; accuracy: CheckAccuracy } {
  const byslug = new Map(patterns.map((pattern) => [pattern.slug, pattern.name]));
  const place = new Map(patterns.map((pattern, index) => [pattern.slug, index]));
  const nameOf = (slug: string, where: string) => {
    const name = byslug.get(slug);
    if (!name) throw new Error(`${where}: "${slug}" is not a pattern of the library (app/content/patterns/)`);
    return name;
  };
  const names: PatternNames = Object.fromEntries(
    checkerPatterns.map((slug) => [slug, nameOf(slug, "app/lib/checker/kinds.ts")]),
  );
  const measured = measurements["../lib/checker/accuracy.json"];
  if (measured === undefined)
    throw new Error(
      "app/lib/checker/accuracy.json is missing: run `npm run bench:checker` to measure the checker.",
    );
  const parsed = accuracySchema.safeParse(measured);
  if (!parsed.success) throw new Error(`app/lib/checker/accuracy.json: ${z.prettifyError(parsed.error)}`);
  const data = parsed.data;
  return {
    names,
    accuracy: {
      date: data.date,
      method: data.method,
      texts: data.set.test.texts,
      ordinaryTexts: data.set.test.ordinary,
      // In the library's order, as /patterns lists them.
      rows: data.rows
        .map((row) => ({ ...row, name: nameOf(row.pattern, "app/lib/checker/accuracy.json") }))
        .sort((a, b) => place.get(a.pattern)! - place.get(b.pattern)!),
      overall: data.overall,
      flaggedOrdinaryShare: data.flaggedOrdinaryShare,
      medianMsPer20k: data.medianMsPer20k,
    },
  };
}
