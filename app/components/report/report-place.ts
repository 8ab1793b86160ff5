import { reportPlaceAliases, reportPlaces, type ReportPlaceCode } from "~/content/report/places";

/** The place an address names (`?in=FR`, `?in=uk`), or null when it names none /report lists. */
export function reportPlaceFrom(value: string | null | undefined): ReportPlaceCode | null {
  const code = value?.trim().toLowerCase() ?? "";
  if (Object.hasOwn(reportPlaces, code)) return code as ReportPlaceCode;
  return reportPlaceAliases[code] ?? null;
}
