/**
 * The build's orchestrator: steps that declare what they read and write, run in parallel where their
 * order allows, and skipped when nothing they read has changed since they last succeeded (ADR 025).
 * A step's fingerprint covers the contents of its input files, the environment variables it names and
 * any extra key it gives; its stamp (the fingerprint of its last success) is removed before it runs,
 * so a step that fails or is stopped half-way runs again next time. A traced step also reports what it
 * read (the modules Vite's runner evaluated for it, the globs they expanded): its stamp keeps each file's
 * hash and each glob's listing, and it runs again when one of those changes, not at any edit in app/.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, globSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";

export type Step = {
  name: string;
  /** What it reads: globs from the root (tests excluded). */
  inputs: string[];
  /** What it writes, from the root: it runs again when one is missing. */
  outputs: string[];
  /** Environment variables its output depends on: names, or prefixes ending in "*". */
  env?: string[];
  /** Environment variables a prefix in `env` takes in but the step does not read. */
  ignoreEnv?: string[];
  /** Steps whose outputs it reads: it starts once they have finished. */
  after?: string[];
  /** Anything else its output depends on (the date a PDF carries). */
  key?: () => string;
  /** The file, from the root, that keeps the fingerprint of its last success. */
  stamp: string;
  /**
   * Its run writes a `Trace` (the files it read beyond `inputs`, from the root, and the globs it
   * expanded) as JSON to the file named by PIPELINE_TRACE in the variables `run` is given.
   */
  traced?: boolean;
  /** `env`: variables to add to those of the process the run starts (PIPELINE_TRACE). */
  run: (log: (line: string) => void, env: NodeJS.ProcessEnv) => Promise<void>;
};

/** What a traced step read: files from the root, and glob patterns (a `!` excludes) whose listing counts. */
export type Trace = { files: string[]; globs: string[][] };

/** What a stamp keeps of a traced step's reads: each file's hash, each glob's listing's hash. */
type Reads = { files: Record<string, string>; globs: Record<string, string> };

type Stamp = { fingerprint: string; reads?: Reads };

/** Stands for a file changed while the step ran: it matches no hash, so the step runs again. */
const changedDuringRun = "changed during the run";

export type StepState = "fresh" | "stale";

const isTest = /\.test\.[cm]?[jt]sx?$/;

/** The input files of a step, sorted: what its fingerprint reads. */
export function inputFiles(root: string, step: Step): string[] {
  const files = new Set<string>();
  for (const match of globSync(step.inputs, { cwd: root })) {
    if (isTest.test(match)) continue;
    if (statSync(path.join(root, match)).isFile()) files.add(match.split(path.sep).join("/"));
  }
  return [...files].sort();
}

function envEntries(step: Step, env: NodeJS.ProcessEnv): string[] {
  const wanted = step.env ?? [];
  const matches = (name: string) =>
    !step.ignoreEnv?.includes(name) &&
    wanted.some((rule) => (rule.endsWith("*") ? name.startsWith(rule.slice(0, -1)) : name === rule));
  return Object.keys(env)
    .filter(matches)
    .sort()
    .map((name) => `${name}=${env[name] ?? ""}`);
}

export function fingerprint(root: string, step: Step, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash("sha256");
  hash.update(`step ${step.name}\0`);
  for (const file of inputFiles(root, step)) {
    hash.update(`${file}\0`);
    hash.update(
      createHash("sha256")
        .update(readFileSync(path.join(root, file)))
        .digest(),
    );
  }
  for (const entry of envEntries(step, env)) hash.update(`env ${entry}\0`);
  if (step.key) hash.update(`key ${step.key()}\0`);
  return hash.digest("hex");
}

const hashOf = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

function fileHash(root: string, file: string): string {
  try {
    return hashOf(readFileSync(path.join(root, file)));
  } catch {
    return "missing";
  }
}

/** The files a glob finds now, from the root, sorted: `patterns` as `import.meta.glob` takes them. */
export function globListing(root: string, patterns: string[]): string[] {
  const include = patterns.filter((pattern) => !pattern.startsWith("!"));
  const exclude = patterns.filter((pattern) => pattern.startsWith("!")).map((pattern) => pattern.slice(1));
  return globSync(include, { cwd: root })
    .map((match) => match.split(path.sep).join("/"))
    .filter((match) => !exclude.some((pattern) => path.posix.matchesGlob(match, pattern)))
    .sort();
}

/**
 * A traced step's reads, hashed after its run. A file (or a glob's file) modified since the run started
 * may have been read before the edit, so it is kept as changed: the step runs again next time.
 */
function hashReads(root: string, trace: Trace, startedAt: number): Reads {
  const modifiedSince = (file: string) => {
    try {
      // Date.now() drops the fraction of a millisecond that mtimeMs keeps: a file saved in the same
      // millisecond as the start, before the step could read anything, does not count.
      return statSync(path.join(root, file)).mtimeMs >= startedAt + 1;
    } catch {
      return false;
    }
  };
  const files: Record<string, string> = {};
  for (const file of [...trace.files].sort())
    files[file] = modifiedSince(file) ? changedDuringRun : fileHash(root, file);
  const globs: Record<string, string> = {};
  for (const patterns of trace.globs) {
    const listing = globListing(root, patterns);
    globs[JSON.stringify(patterns)] = listing.some(modifiedSince)
      ? changedDuringRun
      : hashOf(listing.join("\n"));
  }
  return { files, globs };
}

/** The first of a traced step's reads that differs from its stamp, or undefined. */
function changedRead(root: string, reads: Reads): string | undefined {
  for (const [file, hash] of Object.entries(reads.files))
    if (fileHash(root, file) !== hash) return `${file} changed`;
  for (const [key, hash] of Object.entries(reads.globs)) {
    const patterns = JSON.parse(key) as string[];
    if (hashOf(globListing(root, patterns).join("\n")) !== hash)
      return `${patterns.join(" ")} lists other files`;
  }
  return undefined;
}

function readStamp(file: string): Stamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(file, "utf8")) as Partial<Stamp>;
    return typeof stamp.fingerprint === "string" ? (stamp as Stamp) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A step's fingerprint now, and whether it would run and why: it has no stamp, its fingerprint differs
 * from the stamp's, an output is missing, or (traced) a file it read or a glob's listing changed.
 */
function inspect(root: string, step: Step, env: NodeJS.ProcessEnv) {
  const now = fingerprint(root, step, env);
  const stamp = readStamp(path.join(root, step.stamp));
  const missing = step.outputs.find((output) => !existsSync(path.join(root, output)));
  const reason = !stamp
    ? "not built yet"
    : stamp.fingerprint !== now
      ? "its declared inputs, variables or key changed"
      : missing !== undefined
        ? `${missing} is missing`
        : step.traced
          ? stamp.reads
            ? changedRead(root, stamp.reads)
            : "no record of what it read"
          : undefined;
  return { fingerprint: now, state: (reason ? "stale" : "fresh") as StepState, reason };
}

export function stateOf(root: string, step: Step, env: NodeJS.ProcessEnv = process.env): StepState {
  return inspect(root, step, env).state;
}

/** Why a step would run, or undefined when it is fresh. */
export function staleReason(root: string, step: Step, env: NodeJS.ProcessEnv = process.env) {
  return inspect(root, step, env).reason;
}

export type RunOptions = {
  root: string;
  /** Run every step, fresh or not. */
  force?: boolean;
  /** How many steps run at once; the machine's cores by default. */
  parallel?: number;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
};

export type StepResult = { name: string; outcome: "ran" | "skipped"; ms: number; reason?: string };

/** Runs the steps in their order, in parallel where `after` allows; rejects with the first failure. */
export async function runPipeline(steps: Step[], options: RunOptions): Promise<StepResult[]> {
  const { root, force = false, env = process.env, log = console.log } = options;
  const parallel = Math.max(1, options.parallel ?? availableParallelism());
  const names = new Set(steps.map((step) => step.name));
  for (const step of steps)
    for (const before of step.after ?? [])
      if (!names.has(before))
        throw new Error(`Step "${step.name}" waits for "${before}", which is not a step`);

  const results: StepResult[] = [];
  const done = new Set<string>();
  const waiting = [...steps];
  const running = new Map<string, Promise<void>>();

  const start = (step: Step) => {
    const started = performance.now();
    const stampFile = path.join(root, step.stamp);
    const work = (async () => {
      const print = (line: string) => log(`[${step.name}] ${line}`);
      // Taken before the run: an input edited while the step runs leaves a stamp that no longer matches.
      const { fingerprint: before, state, reason } = inspect(root, step, env);
      if (!force && state === "fresh") {
        results.push({ name: step.name, outcome: "skipped", ms: performance.now() - started });
        print("up to date, skipped");
        return;
      }
      if (!force) print(`runs: ${reason}`);
      rmSync(stampFile, { force: true });
      const traceFile = `${stampFile}.trace`;
      rmSync(traceFile, { force: true });
      mkdirSync(path.dirname(stampFile), { recursive: true });
      const startedAt = Date.now();
      await step.run(print, step.traced ? { PIPELINE_TRACE: traceFile } : {});
      const stamp: Stamp = { fingerprint: before };
      if (step.traced) {
        if (!existsSync(traceFile)) throw new Error(`Step "${step.name}" is traced but wrote no trace`);
        stamp.reads = hashReads(root, JSON.parse(readFileSync(traceFile, "utf8")) as Trace, startedAt);
        rmSync(traceFile);
      }
      writeFileSync(stampFile, JSON.stringify(stamp, null, 1) + "\n");
      const ms = performance.now() - started;
      results.push({ name: step.name, outcome: "ran", ms, ...(force ? {} : { reason }) });
      print(`done in ${(ms / 1000).toFixed(1)} s`);
    })();
    running.set(
      step.name,
      work.then(() => {
        running.delete(step.name);
        done.add(step.name);
      }),
    );
  };

  while (waiting.length > 0 || running.size > 0) {
    for (const step of [...waiting]) {
      if (running.size >= parallel) break;
      if ((step.after ?? []).every((before) => done.has(before))) {
        waiting.splice(waiting.indexOf(step), 1);
        start(step);
      }
    }
    if (running.size === 0)
      throw new Error(`Steps wait on each other: ${waiting.map((s) => s.name).join(", ")}`);
    await Promise.race(running.values());
  }
  return results;
}

/** A step's work as a command, its output prefixed with the step's name; fails when the command fails. */
export function command(argv: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return (log: (line: string) => void, extraEnv: NodeJS.ProcessEnv = {}) =>
    new Promise<void>((resolve, reject) => {
      const [file, ...args] = argv;
      if (file === undefined) throw new Error("An empty command");
      const child = spawn(file, args, {
        cwd: options.cwd,
        env: { ...(options.env ?? process.env), ...extraEnv },
      });
      const relay = (stream: NodeJS.ReadableStream) => {
        let rest = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop() ?? "";
          for (const line of lines) log(line);
        });
        stream.on("end", () => {
          if (rest) log(rest);
        });
      };
      relay(child.stdout);
      relay(child.stderr);
      child.on("error", reject);
      child.on("close", (code, signal) => {
        if (code === 0) resolve();
        else reject(new Error(`${argv.join(" ")} failed (${signal ?? `exit code ${code}`})`));
      });
    });
}
