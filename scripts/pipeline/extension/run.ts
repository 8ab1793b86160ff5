/**
 * The pipeline's `extension` step (../steps.ts) in a process of its own: `node scripts/pipeline/extension/run.ts`.
 * The build is loaded through Vite's module runner, so it reads app/ as the site does.
 */
import path from "node:path";
import { importWithVite } from "../vite-runner.ts";

const module = await importWithVite<{ generate: () => Promise<string> }>(
  path.join(import.meta.dirname, "build-extension.ts"),
);
console.log(await module.generate());
