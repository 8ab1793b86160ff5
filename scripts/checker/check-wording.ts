/**
 * The wording checker on the command line, for reviews and CI (plain Node 24, no build step):
 *
 *   npm run check-wording -- [--mode chat] file…
 *     prints `file:line: pattern (strength): phrase` for each finding; exits 1 when anything is found,
 *     0 when nothing is, 2 on a usage or file error.
 *   npm run --silent check-wording -- --jsonl [--mode chat] < texts.txt
 *     reads one text per line on standard input and writes one JSON object per line, in order:
 *     {"text": …, "patterns": [slug, …], "findings": [{"pattern", "start", "end", "strength", "reason"}]};
 *     exits 0.
 */
import { readFileSync } from "node:fs";
import { checkText, checkerLanguages, type CheckMode, type Finding } from "#app/lib/checker/index.ts";

const usage = `Usage: check-wording [--mode page|chat] [--language ${checkerLanguages.join("|")}] file…
       check-wording --jsonl [--mode page|chat] < one-text-per-line.txt`;

type Options = { mode: CheckMode; language: string; jsonl: boolean; files: string[] };

function parse(argv: string[]): Options {
  const options: Options = { mode: "page", language: "en", jsonl: false, files: [] };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === "--jsonl") options.jsonl = true;
    else if (arg === "--mode" || arg === "--language") {
      const value = argv[++index];
      if (arg === "--mode") {
        if (value !== "page" && value !== "chat")
          throw new UsageError(`--mode must be page or chat, not ${value ?? "nothing"}`);
        options.mode = value;
      } else {
        if (!value || !checkerLanguages.includes(value))
          throw new UsageError(`--language must be one of ${checkerLanguages.join(", ")}`);
        options.language = value;
      }
    } else if (arg === "--help" || arg === "-h") throw new UsageError("");
    else if (arg.startsWith("--")) throw new UsageError(`unknown option ${arg}`);
    else options.files.push(arg);
  }
  if (!options.jsonl && options.files.length === 0)
    throw new UsageError("give at least one file, or --jsonl to read standard input");
  if (options.jsonl && options.files.length > 0)
    throw new UsageError("--jsonl reads standard input; it takes no files");
  return options;
}

class UsageError extends Error {}

/** The 1-based line of each offset, by binary search over the line starts. */
function lineOf(lineStarts: number[], offset: number): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

function checkFiles(options: Options): number {
  let found = 0;
  for (const file of options.files) {
    const text = readFileSync(file, "utf8");
    const lineStarts = [0];
    for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1))
      lineStarts.push(index + 1);
    for (const finding of checkText(text, { mode: options.mode, language: options.language })) {
      found++;
      const phrase = finding.text.replace(/\s+/g, " ");
      console.log(
        `${file}:${lineOf(lineStarts, finding.start)}: ${finding.pattern} (${finding.strength}): ${phrase}`,
      );
    }
  }
  return found > 0 ? 1 : 0;
}

function record(text: string, findings: Finding[]) {
  return {
    text,
    patterns: [...new Set(findings.map((finding) => finding.pattern))],
    findings: findings.map(({ pattern, start, end, strength, reason }) => ({
      pattern,
      start,
      end,
      strength,
      reason,
    })),
  };
}

function checkLines(options: Options): number {
  const input = readFileSync(0, "utf8");
  const lines = input.split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  const out = lines.map((line) => JSON.stringify(record(line, checkText(line, options))));
  if (out.length > 0) process.stdout.write(`${out.join("\n")}\n`);
  return 0;
}

function main(argv: string[]): number {
  try {
    const options = parse(argv);
    return options.jsonl ? checkLines(options) : checkFiles(options);
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) console.error(`check-wording: ${error.message}`);
      console.error(usage);
      return error.message ? 2 : 0;
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EISDIR" || code === "EACCES") {
      console.error(`check-wording: ${(error as Error).message}`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = main(process.argv.slice(2));
