import { catalogueJson } from "#app/data/taxonomy-data.server.ts";

/** Pre-rendered to /patterns.json: the whole pattern library as data, under CC BY 4.0 (see /taxonomy#library-data). */
export function loader() {
  return new Response(catalogueJson(), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
