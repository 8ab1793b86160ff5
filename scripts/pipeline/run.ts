/**
 * The build, one command (ADR 025):
 *
 *   node scripts/pipeline/run.ts            the site: the generated files, then `react-router build`
 *   node scripts/pipeline/run.ts assets     the generated files only (what `npm run dev` serves)
 *   node scripts/pipeline/run.ts dev        `npm run dev`: the dev server at once on the last generated
 *                                              files, which are brought up to date behind it
 *   … --force                                  every step, changed or not
 *   … --check                                  says which steps would run; exits 1 if any would
 *
 * BUILD_DIR and the SITE_* variables are read as `react-router build` reads them.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { runPipeline, staleReason, type Step, type StepResult } from "./pipeline.ts";
import { fingerprintEnv, root, steps } from "./steps.ts";

const args = process.argv.slice(2);
const target = args.find((arg) => !arg.startsWith("--")) ?? "site";
if (target !== "site" && target !== "assets" && target !== "dev") {
  console.error(`Unknown target "${target}": use "site" (the default), "assets" or "dev".`);
  process.exit(2);
}

const env = fingerprintEnv(process.env);
const chosen = steps().filter((step) => target === "site" || step.name !== "site");
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const ranOf = (results: StepResult[]) =>
  results.filter((result) => result.outcome === "ran").map((result) => result.name);

/**
 * `npm run dev`: when every generated file exists (from the last build or dev run), the dev server starts
 * at once and the steps run behind it, one at a time so that Vite keeps a core; public files are read
 * from disk at each request, so a reload shows what they rewrote. On a tree with no generated files yet,
 * they are made first. Arguments after `dev` go to `react-router dev`.
 */
async function dev(generators: Step[]) {
  const startServer = () => {
    const server = spawn(path.join(root, "node_modules", ".bin", "react-router"), ["dev", ...args.slice(1)], {
      cwd: root,
      stdio: "inherit",
    });
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
    server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  };
  const built = generators.every((step) =>
    step.outputs.every((output) => existsSync(path.join(root, output))),
  );
  if (!built) {
    console.log("Pipeline: no generated files yet, making them before the dev server starts");
    await runPipeline(generators, { root, env });
    startServer();
    return;
  }
  startServer();
  const started = performance.now();
  try {
    const results = await runPipeline(generators, { root, env, parallel: 1 });
    const ran = ranOf(results);
    console.log(
      ran.length > 0
        ? `Pipeline: regenerated ${ran.join(", ")} in ${seconds(started)}; reload to see them`
        : `Pipeline: generated files up to date (${seconds(started)})`,
    );
  } catch (error) {
    console.error(
      `Pipeline: ${error instanceof Error ? error.message : error}; the dev server keeps the last generated files`,
    );
  }
}

if (target === "dev") {
  await dev(chosen);
} else if (args.includes("--check")) {
  const reasons = new Map(chosen.map((step) => [step, staleReason(root, step, env)]));
  for (const [step, reason] of reasons)
    console.log(`${step.name}: ${reason ? `would run (${reason})` : "up to date"}`);
  process.exitCode = [...reasons.values()].some(Boolean) ? 1 : 0;
} else {
  const started = performance.now();
  try {
    const results = await runPipeline(chosen, { root, env, force: args.includes("--force") });
    const ran = ranOf(results);
    console.log(
      `Pipeline: ${ran.length > 0 ? `ran ${ran.join(", ")}` : "everything up to date"} in ${seconds(started)}`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
