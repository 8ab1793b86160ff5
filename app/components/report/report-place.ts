import {
  reportPlaceAliases,
  reportPlaces,
  usStates,
  type ReportPlaceCode,
  type UsStateCode,
} from "#app/content/report/places.ts";

/** The place an address names (`?in=FR`, `?in=uk`), or null when it names none /report lists. */
export function reportPlaceFrom(value: string | null | undefined): ReportPlaceCode | null {
  const code = value?.trim().toLowerCase() ?? "";
  if (Object.hasOwn(reportPlaces, code)) return code as ReportPlaceCode;
  return reportPlaceAliases[code] ?? null;
}

/** A place's page, or a US state's: /report/de, /report/us-ca. */
export const reportPlacePath = (place: string, state?: string | null) =>
  state ? `/report/${place}-${state}` : `/report/${place}`;

/** The place and state a place page's address names (de, us-ca), or null when it names none. */
export function reportPlaceFromSlug(
  slug: string | undefined,
): { place: ReportPlaceCode; state: UsStateCode | null } | null {
  const match = /^([a-z]{2})(?:-([a-z]{2}))?$/.exec(slug ?? "");
  if (!match || !Object.hasOwn(reportPlaces, match[1]!)) return null;
  const place = match[1] as ReportPlaceCode;
  if (!match[2]) return { place, state: null };
  if (place !== "us" || !Object.hasOwn(usStates, match[2])) return null;
  return { place, state: match[2] as UsStateCode };
}
