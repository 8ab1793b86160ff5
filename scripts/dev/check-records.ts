/**
 * Checks enforcement records against the schema and prints every problem, record by record:
 * `npx tsx scripts/dev/check-records.ts [app/content/enforcement/records/uk.ts …]` (all files without arguments).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { enforcementRecordSchema } from "#app/content/enforcement/schema.ts";

const folder = path.resolve(import.meta.dirname, "../../app/content/enforcement/records");
const files =
  process.argv.length > 2
    ? process.argv.slice(2).map((file) => path.resolve(file))
    : readdirSync(folder)
        .filter((file) => file !== "index.ts")
        .map((file) => path.join(folder, file));

let failures = 0;
let total = 0;
for (const file of files) {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  for (const list of Object.values(module)) {
    if (!Array.isArray(list)) continue;
    for (const record of list as { id?: string }[]) {
      total += 1;
      const result = enforcementRecordSchema.safeParse(record);
      if (result.success) continue;
      failures += 1;
      console.log(
        `✗ ${record.id} (${path.basename(file)})\n${z.prettifyError(result.error).replace(/^/gm, "    ")}`,
      );
    }
  }
}
console.log(`${total - failures} of ${total} records valid`);
process.exitCode = failures > 0 ? 1 : 0;
