/** Dates in content are ISO calendar dates; formatting in UTC keeps the day from shifting across time zones. */
function toDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** The build's fixed format ("April 12, 2025"): what the pre-rendered HTML and the first client render show. */
export function formatDateStable(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(toDate(isoDate));
}

/** The visitor's own locale format, applied after hydration. */
export function formatDateLocal(isoDate: string, locale?: string | string[]): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(toDate(isoDate));
}
