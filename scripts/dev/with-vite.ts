/**
 * Runs a script through Vite's module runner, for a script that loads what plain Node cannot: React
 * components (.tsx) and `import.meta.glob` registries, as the pipeline's drawing generators do (ADR 025, 038):
 *   node scripts/dev/with-vite.ts scripts/dev/preview-illustrations.tsx [arguments…]
 * The script sees its own arguments from process.argv[2] on, as if Node ran it.
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
