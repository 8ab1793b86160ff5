/**
 * Runs a script through Vite's module runner, with the project's path aliases and `import.meta.glob`, as
 * the site build and the pipeline's generators read app/ (ADR 025):
 *   node scripts/dev/with-vite.ts scripts/dev/preview-illustrations.tsx [arguments…]
 * The script sees its own arguments from process.argv[2] on, as under tsx.
 */
import path from "node:path";
import { importWithVite } from "../pipeline/vite-runner.ts";

const [script, ...rest] = process.argv.slice(2);
if (!script) {
  console.error("Name a script: node scripts/dev/with-vite.ts <script> [arguments…]");
  process.exit(2);
}
process.argv = [process.argv[0]!, path.resolve(script), ...rest];
await importWithVite(script);
