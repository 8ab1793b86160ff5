import { taxonomyJson } from "#app/data/taxonomy-data.server.ts";

/** Pre-rendered to /taxonomy.json: the map of names with each list's source, under CC BY 4.0 (see /taxonomy#data). */
export function loader() {
  return new Response(taxonomyJson(), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
