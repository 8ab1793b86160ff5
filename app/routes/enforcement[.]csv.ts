import { enforcementCsv } from "#app/data/enforcement-data.server.ts";

/** Pre-rendered to /enforcement.csv: the enforcement record under CC BY 4.0 (see /enforcement#data). */
export function loader() {
  return new Response(enforcementCsv(), { headers: { "Content-Type": "text/csv; charset=utf-8" } });
}
