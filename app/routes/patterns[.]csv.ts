import { catalogueCsv } from "#app/data/taxonomy-data.server.ts";

/** Pre-rendered to /patterns.csv: the whole pattern library, one row per pattern (see /taxonomy#library-data). */
export function loader() {
  return new Response(catalogueCsv(), { headers: { "Content-Type": "text/csv; charset=utf-8" } });
}
