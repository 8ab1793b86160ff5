/**
 * Runs one generator of the pipeline (steps.ts) in a process of its own: `node scripts/pipeline/generate.ts guide`.
 * A generator that draws React components (.tsx) or reads an `import.meta.glob` registry is loaded through
 * Vite's module runner (vite-runner.ts); the others are plain modules, which Node imports as they are.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { importWithVite } from "./vite-runner.ts";

export const generators = {
  guide: { file: "guide/build-guide-pdf.ts", vite: true },
  teach: { file: "teach/build-teach-pdfs.ts", vite: true },
  drawings: { file: "drawings/build-drawings.ts", vite: true },
  cards: { file: "cards/build-cards.ts", vite: true },
  citations: { file: "citations/build-citations.ts", vite: false },
} as const;

export type GeneratorName = keyof typeof generators;

type Generator = { generate: () => Promise<string> };

const name = process.argv[2];
if (!name || !(name in generators)) {
  console.error(`Name a generator: ${Object.keys(generators).join(", ")}`);
  process.exit(2);
}
const { file, vite } = generators[name as GeneratorName];
const modulePath = path.join(import.meta.dirname, file);
const module = vite
  ? await importWithVite<Generator>(modulePath)
  : ((await import(pathToFileURL(modulePath).href)) as Generator);
console.log(await module.generate());
