/**
 * `npm run bench:checker`: the wording checker measured on the TEST part of tests/checker-data/set.jsonl:
 * precision, recall and F1 per pattern and overall, the share of ordinary texts flagged, the set's make-up
 * and the time to check 20,000 characters (median of 20 runs). Prints a table and writes the same results
 * to app/lib/checker/accuracy.json, which /check publishes.
 *
 * `-- --split dev` measures the development part instead (the only part rules are tuned on) and writes
 * nothing; `--errors` lists the texts each pattern missed or flagged wrongly.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format } from "prettier";
import { checkText, checkerPatterns, type CheckMode } from "#app/lib/checker/index.ts";

type Entry = {
  id: string;
  text: string;
  mode: CheckMode;
  patterns: string[];
  kind: string;
  origin: string;
  licence: string;
  split: "dev" | "test";
};

type Row = {
  pattern: string;
  support: number;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
};

const root = fileURLToPath(new URL("../../", import.meta.url));
const setPath = `${root}tests/checker-data/set.jsonl`;
const outPath = `${root}app/lib/checker/accuracy.json`;

export function readSet(path = setPath): Entry[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Entry);
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
const round = (x: number) => Math.round(x * 1000) / 1000;

function score(pattern: string, tp: number, fp: number, fn: number): Row {
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  const f1 = ratio(2 * precision * recall, precision + recall);
  return {
    pattern,
    support: tp + fn,
    tp,
    fp,
    fn,
    precision: round(precision),
    recall: round(recall),
    f1: round(f1),
  };
}

export function evaluate(entries: Entry[]) {
  const counts = new Map<string, { tp: number; fp: number; fn: number }>();
  const errors: string[] = [];
  let ordinaryFlagged = 0;
  for (const entry of entries) {
    const found = new Set(checkText(entry.text, { mode: entry.mode }).map((finding) => finding.pattern));
    const wanted = new Set(entry.patterns);
    if (wanted.size === 0 && found.size > 0) ordinaryFlagged++;
    for (const pattern of new Set([...found, ...wanted])) {
      const count = counts.get(pattern) ?? { tp: 0, fp: 0, fn: 0 };
      if (found.has(pattern) && wanted.has(pattern)) count.tp++;
      else if (found.has(pattern)) {
        count.fp++;
        errors.push(`FP ${pattern} ${entry.id}: ${entry.text}`);
      } else {
        count.fn++;
        errors.push(`FN ${pattern} ${entry.id}: ${entry.text}`);
      }
      counts.set(pattern, count);
    }
  }
  const rows = [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pattern, { tp, fp, fn }]) => score(pattern, tp, fp, fn));
  const total = rows.reduce(
    (sum, row) => ({ tp: sum.tp + row.tp, fp: sum.fp + row.fp, fn: sum.fn + row.fn }),
    {
      tp: 0,
      fp: 0,
      fn: 0,
    },
  );
  const ordinary = entries.filter((entry) => entry.patterns.length === 0).length;
  return {
    rows,
    overall: score("overall (micro)", total.tp, total.fp, total.fn),
    ordinary,
    flaggedOrdinaryShare: round(ratio(ordinaryFlagged, ordinary)),
    errors: errors.sort(),
  };
}

/** Median time to check 20,000 characters of the set's own texts, in milliseconds. */
export function timePer20k(entries: Entry[], mode: CheckMode, runs = 20): number {
  let text = "";
  while (text.length < 20_000) text += entries.map((entry) => entry.text).join("\n") + "\n";
  text = text.slice(0, 20_000);
  checkText(text, { mode });
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    checkText(text, { mode });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const middle = times.length / 2;
  return round(times.length % 2 ? times[Math.floor(middle)]! : (times[middle - 1]! + times[middle]!) / 2);
}

function makeUp(entries: Entry[]) {
  const by = (key: (entry: Entry) => string) => {
    const counts: Record<string, number> = {};
    for (const entry of entries) counts[key(entry)] = (counts[key(entry)] ?? 0) + 1;
    return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
  };
  return {
    texts: entries.length,
    ordinary: entries.filter((entry) => entry.patterns.length === 0).length,
    withPattern: entries.filter((entry) => entry.patterns.length > 0).length,
    byMode: by((entry) => entry.mode),
    byOrigin: by((entry) =>
      entry.origin.startsWith("Mathur") ? "Mathur et al. 2019 (GPL-3.0)" : "written for Attune (CC BY 4.0)",
    ),
    byKind: by((entry) => entry.kind),
    byLabel: by((entry) => (entry.patterns.length ? entry.patterns.join("+") : "none")),
  };
}

function table(rows: Row[], overall: Row): string {
  const header = ["pattern", "support", "TP", "FP", "FN", "precision", "recall", "F1"];
  const lines = [...rows, overall].map((row) => [
    row.pattern,
    String(row.support),
    String(row.tp),
    String(row.fp),
    String(row.fn),
    row.precision.toFixed(3),
    row.recall.toFixed(3),
    row.f1.toFixed(3),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  return [
    format(header),
    widths.map((width) => "-".repeat(width)).join("  "),
    ...lines.slice(0, -1).map(format),
    widths.map((width) => "-".repeat(width)).join("  "),
    format(lines.at(-1)!),
  ].join("\n");
}

async function main(argv: string[]) {
  const split = argv.includes("--split") ? argv[argv.indexOf("--split") + 1] : "test";
  if (split !== "dev" && split !== "test") throw new Error(`--split must be dev or test, not ${split}`);
  const all = readSet();
  const entries = all.filter((entry) => entry.split === split);
  const result = evaluate(entries);
  const medianMsPer20k = timePer20k(entries, "page");
  const medianMsPer20kChat = timePer20k(entries, "chat");
  console.log(
    `Wording checker on the ${split} part of tests/checker-data/set.jsonl (${entries.length} of ${all.length} texts; ${result.ordinary} ordinary)\n`,
  );
  console.log(table(result.rows, result.overall));
  console.log(
    `\nOrdinary texts flagged: ${(result.flaggedOrdinaryShare * 100).toFixed(1)}% of ${result.ordinary}`,
  );
  console.log(
    `Time to check 20,000 characters (median of 20): ${medianMsPer20k} ms as a page, ${medianMsPer20kChat} ms as a chat`,
  );
  const setMakeUp = { all: makeUp(all), [split]: makeUp(entries) };
  console.log(`\nMake-up: ${JSON.stringify(setMakeUp, null, 1).replace(/\n\s*/g, " ")}`);
  if (argv.includes("--errors")) console.log(`\n${result.errors.join("\n")}`);
  if (split === "test") {
    const accuracy = {
      date: new Date().toISOString().slice(0, 10),
      method:
        "Each text of the test part of tests/checker-data/set.jsonl is checked in its mode (page or chat). A text counts as a true positive for a pattern when the pattern is both in its labels and in its findings, a false positive when only in its findings, a false negative when only in its labels; overall figures add up the counts over all patterns (micro-average). Ordinary texts flagged: the share of texts with no label that got any finding. The rules were tuned on the development part only. Time: the median of 20 runs over 20,000 characters of the set's texts, on the machine that ran the benchmark.",
      set: { file: "tests/checker-data/set.jsonl", ...setMakeUp },
      patterns: checkerPatterns,
      rows: result.rows,
      overall: result.overall,
      ordinaryTexts: result.ordinary,
      flaggedOrdinaryShare: result.flaggedOrdinaryShare,
      medianMsPer20k,
      medianMsPer20kChat,
    };
    // Formatted as `npm run format` would, so the committed file passes the format check as written.
    writeFileSync(outPath, await format(JSON.stringify(accuracy), { parser: "json" }));
    console.log(`\nWrote ${outPath.slice(root.length)}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv.slice(2));
