import { reportJson } from "#app/data/report-data.server.ts";

/** Pre-rendered to /report.json: the list of official channels under CC BY 4.0 (see /report#about). */
export function loader() {
  return new Response(reportJson(), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
