/**
 * The build's orchestrator: steps that declare what they read and write, run in parallel where their
 * order allows, and skipped when nothing they read has changed since they last succeeded (ADR 025).
 * A step's fingerprint covers the contents of its input files, the environment variables it names and
 * any extra key it gives; its stamp (the fingerprint of its last success) is removed before it runs,
 * so a step that fails or is stopped half-way runs again next time.
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
  run: (log: (line: string) => void) => Promise<void>;
};

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

function readStamp(file: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(file, "utf8")) as { fingerprint?: string }).fingerprint;
  } catch {
    return undefined;
  }
}

/** A step's fingerprint now, and whether it would run: its stamp differs from it, or an output is missing. */
function inspect(root: string, step: Step, env: NodeJS.ProcessEnv) {
  const now = fingerprint(root, step, env);
  const current = readStamp(path.join(root, step.stamp)) === now;
  const built = step.outputs.every((output) => existsSync(path.join(root, output)));
  return { fingerprint: now, state: (current && built ? "fresh" : "stale") as StepState };
}

export function stateOf(root: string, step: Step, env: NodeJS.ProcessEnv = process.env): StepState {
  return inspect(root, step, env).state;
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

export type StepResult = { name: string; outcome: "ran" | "skipped"; ms: number };

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
      const { fingerprint: before, state } = inspect(root, step, env);
      if (!force && state === "fresh") {
        results.push({ name: step.name, outcome: "skipped", ms: performance.now() - started });
        print("up to date, skipped");
        return;
      }
      rmSync(stampFile, { force: true });
      await step.run(print);
      mkdirSync(path.dirname(stampFile), { recursive: true });
      writeFileSync(stampFile, JSON.stringify({ fingerprint: before }) + "\n");
      const ms = performance.now() - started;
      results.push({ name: step.name, outcome: "ran", ms });
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
  return (log: (line: string) => void) =>
    new Promise<void>((resolve, reject) => {
      const [file, ...args] = argv;
      if (file === undefined) throw new Error("An empty command");
      const child = spawn(file, args, { cwd: options.cwd, env: options.env ?? process.env });
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
