import { enforcementJsonSchema } from "#app/data/enforcement-data.server.ts";

/** Pre-rendered to /enforcement.schema.json: the JSON Schema of /enforcement.json, linked from the data dictionary. */
export function loader() {
  return new Response(enforcementJsonSchema(), {
    headers: { "Content-Type": "application/schema+json; charset=utf-8" },
  });
}
