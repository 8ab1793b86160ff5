import { reportCsv } from "#app/data/report-data.server.ts";

/** Pre-rendered to /report.csv: the list of official channels under CC BY 4.0 (see /report#about). */
export function loader() {
  return new Response(reportCsv(), { headers: { "Content-Type": "text/csv; charset=utf-8" } });
}
