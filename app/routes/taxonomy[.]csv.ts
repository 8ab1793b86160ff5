import { taxonomyCsv } from "#app/data/taxonomy-data.server.ts";

/** Pre-rendered to /taxonomy.csv: the map of names, one row per pattern (see /taxonomy#data). */
export function loader() {
  return new Response(taxonomyCsv(), { headers: { "Content-Type": "text/csv; charset=utf-8" } });
}
