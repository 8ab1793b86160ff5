/**
 * Runs one generator of the pipeline (steps.ts) in a process of its own: `node scripts/pipeline/generate.ts guide`.
 * The generator is loaded through Vite's module runner (vite-runner.ts), so it reads app/ as the site does,
 * and the runner's record of the modules it evaluated and the globs they expanded is the step's trace.
 */
import path from "node:path";
import { importWithVite, writeTrace } from "./vite-runner.ts";

export const generators = {
  guide: "guide/build-guide-pdf.ts",
  teach: "teach/build-teach-pdfs.ts",
  drawings: "drawings/build-drawings.ts",
  cards: "cards/build-cards.ts",
  citations: "citations/build-citations.ts",
} as const;

export type GeneratorName = keyof typeof generators;

const name = process.argv[2];
if (!name || !(name in generators)) {
  console.error(`Name a generator: ${Object.keys(generators).join(", ")}`);
  process.exit(2);
}
const module = await importWithVite<{ generate: () => Promise<string> }>(
  path.join(import.meta.dirname, generators[name as GeneratorName]),
);
console.log(await module.generate());
// What it read, for the pipeline to skip it next time when none of it changed (pipeline.ts).
writeTrace();
