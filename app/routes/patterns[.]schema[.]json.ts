import { catalogueJsonSchema } from "#app/data/taxonomy-data.server.ts";

/** Pre-rendered to /patterns.schema.json: the JSON Schema of /patterns.json, linked from its data dictionary. */
export function loader() {
  return new Response(catalogueJsonSchema(), {
    headers: { "Content-Type": "application/schema+json; charset=utf-8" },
  });
}
