import { taxonomyJsonSchema } from "#app/data/taxonomy-data.server.ts";

/** Pre-rendered to /taxonomy.schema.json: the JSON Schema of /taxonomy.json, linked from its data dictionary. */
export function loader() {
  return new Response(taxonomyJsonSchema(), {
    headers: { "Content-Type": "application/schema+json; charset=utf-8" },
  });
}
