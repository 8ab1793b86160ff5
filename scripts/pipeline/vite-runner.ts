import { writeFileSync } from "node:fs";
import path from "node:path";
import { runnerImport, type Plugin } from "vite";
import type { Trace } from "./pipeline.ts";

const root = path.resolve(import.meta.dirname, "..", "..");

/*
 * What the modules loaded through `importWithVite` read, from the root: the files of the modules Vite
 * evaluated, and the `import.meta.glob` patterns they expanded (a new file that matches one changes what
 * the module sees). Files under node_modules/ are left out: the lock file stands for them. Files read
 * with node:fs are not seen here: a step declares them in its `inputs` (steps.ts).
 */
const files = new Set<string>();
const globs = new Map<string, string[]>();

const fromRoot = (file: string) => path.relative(root, file).split(path.sep).join("/");

function record(file: string | null | undefined) {
  // A virtual module (Vite's own helpers) is no file.
  if (!file || !path.isAbsolute(file)) return;
  const relative = fromRoot(file.replace(/[?#].*$/, ""));
  if (!relative.startsWith("..") && !path.isAbsolute(relative) && !relative.startsWith("node_modules/"))
    files.add(relative);
}

/** The string literals of a glob's first argument: `"./a/*.ts"` or `["./a/*.ts", "!./a/*.test.ts"]`. */
const globCall =
  /import\.meta\.glob\s*(?:<(?:[^<>]|<[^<>]*>)*>)?\s*\(\s*(\[[^\]]*\]|"[^"]*"|'[^']*'|`[^`$]*`)/g;
/** Every call, read or not: a call the pattern above misses must stop the step rather than go unrecorded. */
const anyGlobCall = /import\.meta\.glob\s*[<(]/g;
const literal = /"([^"]*)"|'([^']*)'|`([^`$]*)`/g;

/** A glob pattern of `importer`, from the root, as Vite resolves it (relative, from the root, or `~/`). */
export function globFromRoot(pattern: string, importer: string): string {
  const negated = pattern.startsWith("!");
  const bare = negated ? pattern.slice(1) : pattern;
  let absolute: string;
  if (bare.startsWith("./") || bare.startsWith("../")) absolute = path.join(path.dirname(importer), bare);
  else if (bare.startsWith("/")) absolute = path.join(root, bare);
  else if (/^(~|#app)\//.test(bare)) absolute = path.join(root, "app", bare.slice(bare.indexOf("/") + 1));
  else throw new Error(`${fromRoot(importer)}: the pipeline cannot follow the glob "${pattern}"`);
  return (negated ? "!" : "") + fromRoot(absolute);
}

/** The globs of a module's source, from the root. */
export function globsOf(code: string, importer: string): string[][] {
  const calls = [...code.matchAll(globCall)];
  if (calls.length !== [...code.matchAll(anyGlobCall)].length)
    throw new Error(`${fromRoot(importer)}: the pipeline cannot read one of its import.meta.glob calls`);
  return calls.map((call) =>
    [...call[1]!.matchAll(literal)].map((match) =>
      globFromRoot(match[1] ?? match[2] ?? match[3] ?? "", importer),
    ),
  );
}

/** Sees every module Vite transforms for the runner, before any other plugin, so the globs are still in it. */
const traceInputs: Plugin = {
  name: "attune:trace-inputs",
  enforce: "pre",
  transform(code, id) {
    record(id);
    if (code.includes("import.meta.glob"))
      for (const patterns of globsOf(code, id.replace(/[?#].*$/, "")))
        globs.set(JSON.stringify(patterns), patterns);
  },
};

/**
 * Imports a module through Vite's module runner (its public `runnerImport`), for the build scripts that
 * load what Node alone cannot: React components (.tsx) and `import.meta.glob` registries. Plain modules
 * need no runner: Node strips their types and resolves `#app/` from package.json "imports", as Vite does.
 * No vite.config.ts: the site's plugins (React Router's, MDX, Tailwind) are not needed to run a script.
 * The files it evaluates (`dependencies`, from the runner's evaluated modules) and the globs it expands
 * are kept for `writeTrace`.
 */
export async function importWithVite<T>(file: string): Promise<T> {
  const { module, dependencies } = await runnerImport<T>(path.resolve(file), {
    root,
    configFile: false,
    logLevel: "warn",
    plugins: [traceInputs],
  });
  record(path.resolve(file));
  for (const dependency of dependencies) record(dependency);
  return module;
}

export function trace(): Trace {
  return { files: [...files].sort(), globs: [...globs.values()] };
}

/** Writes the trace where the pipeline asks for it (PIPELINE_TRACE, set by pipeline.ts for a traced step). */
export function writeTrace(env: NodeJS.ProcessEnv = process.env) {
  if (env.PIPELINE_TRACE) writeFileSync(env.PIPELINE_TRACE, JSON.stringify(trace()) + "\n");
}
