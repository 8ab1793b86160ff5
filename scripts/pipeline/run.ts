/**
 * The build, one command (ADR 025):
 *
 *   node scripts/pipeline/run.ts            the site: the generated files, then `react-router build`
 *   node scripts/pipeline/run.ts assets     the generated files only (what `npm run dev` serves)
 *   … --force                              every step, changed or not
 *   … --check                              says which steps would run; exits 1 if any would
 *
 * BUILD_DIR and the SITE_* variables are read as `react-router build` reads them.
 */
import { runPipeline, stateOf } from "./pipeline.ts";
import { fingerprintEnv, root, steps } from "./steps.ts";

const args = process.argv.slice(2);
const target = args.find((arg) => !arg.startsWith("--")) ?? "site";
if (target !== "site" && target !== "assets") {
  console.error(`Unknown target "${target}": use "site" (the default) or "assets".`);
  process.exit(2);
}

const env = fingerprintEnv(process.env);
const chosen = steps().filter((step) => target === "site" || step.name !== "site");

if (args.includes("--check")) {
  const stale = chosen.filter((step) => stateOf(root, step, env) === "stale");
  for (const step of chosen)
    console.log(`${step.name}: ${stale.includes(step) ? "would run" : "up to date"}`);
  process.exitCode = stale.length > 0 ? 1 : 0;
} else {
  const started = performance.now();
  try {
    const results = await runPipeline(chosen, { root, env, force: args.includes("--force") });
    const ran = results.filter((result) => result.outcome === "ran").map((result) => result.name);
    console.log(
      `Pipeline: ${ran.length > 0 ? `ran ${ran.join(", ")}` : "everything up to date"} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
