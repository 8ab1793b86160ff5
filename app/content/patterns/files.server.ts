import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Slugs of the pattern modules on disk, read at build time by the route table (which runs
 * outside the app bundle, so it cannot import content that uses the ~/ alias).
 * A unit test checks this equals the modules content/pattern-modules.ts finds.
 */
export function listPatternSlugs(): string[] {
  const folder = dirname(fileURLToPath(import.meta.url));
  return readdirSync(folder)
    .filter((file) => file.endsWith(".ts") && !file.includes(".server.") && !file.includes(".test."))
    .map((file) => file.slice(0, -".ts".length))
    .sort();
}
