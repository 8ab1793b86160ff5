/**
 * Checks enforcement records against the schema and prints every problem, record by record:
 * `node scripts/dev/check-records.ts [app/content/enforcement/records/uk.ts …]` (every file that
 * app/content/enforcement/records/index.ts lists, without arguments).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { recordFiles } from "#app/content/enforcement/records/index.ts";
import { enforcementRecordSchema } from "#app/content/enforcement/schema.ts";

/** The records to check, by the file they come from. */
async function recordsByFile(files: string[]): Promise<[string, unknown[]][]> {
  if (files.length === 0) return Object.entries(recordFiles).map(([name, list]) => [`${name}.ts`, list]);
  return Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>;
      const lists = Object.values(module).filter((value): value is unknown[] => Array.isArray(value));
      return [path.basename(file), lists.flat()] as [string, unknown[]];
    }),
  );
}

let failures = 0;
let total = 0;
for (const [file, list] of await recordsByFile(process.argv.slice(2))) {
  for (const record of list as { id?: string }[]) {
    total += 1;
    const result = enforcementRecordSchema.safeParse(record);
    if (result.success) continue;
    failures += 1;
    console.log(`✗ ${record.id} (${file})\n${z.prettifyError(result.error).replace(/^/gm, "    ")}`);
  }
}
console.log(`${total - failures} of ${total} records valid`);
process.exitCode = failures > 0 ? 1 : 0;
