/**
 * The pipeline's `extension` step (../steps.ts) in a process of its own: `node scripts/pipeline/extension/run.ts`.
 * A plain module: Node imports it as it is, and it bundles the extension with Vite's library build.
 */
import { generate } from "./build-extension.ts";

console.log(await generate());
