import { enforcementJson } from "#app/data/enforcement-data.server.ts";

/** Pre-rendered to /enforcement.json: the enforcement record with its licence and field meanings. */
export function loader() {
  return new Response(enforcementJson(), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
