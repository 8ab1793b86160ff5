/** Dates in content are ISO calendar dates ("2025-04-12"). */
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The locale whose long format formatDateStable reproduces. */
export const buildLocale = "en-US";

/**
 * The build's fixed format ("April 12, 2025"): what the pre-rendered HTML and the first client render
 * show. Written out rather than asked of Intl, because the first Intl.DateTimeFormat a page creates
 * loads the locale's calendar data: about 100 ms on a slow phone, in the middle of hydration (ADR 006).
 */
export function formatDateStable(isoDate: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) ?? [];
  const monthName = months[Number(month) - 1];
  // Content schemas only admit ISO dates, so this is a programming error, not bad content.
  if (!monthName) throw new Error(`Not an ISO calendar date: ${isoDate}`);
  return `${monthName} ${Number(day)}, ${year}`;
}

/** A day ("April 12, 2025") or, for a month-only date ("2024-11"), the month ("November 2024"). */
export function formatDayOrMonth(date: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(date);
  if (!month) return formatDateStable(date);
  const name = months[Number(month[2]) - 1];
  if (!name) throw new Error(`Not an ISO month: ${date}`);
  return `${name} ${month[1]}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The visitor's own locale format (or the given locale's), applied after hydration. */
export function formatDateLocal(isoDate: string, locale?: string): string {
  const key = locale ?? "";
  let formatter = formatters.get(key);
  if (!formatter) {
    // UTC keeps the calendar day from shifting across time zones.
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * The visitor's date format: the stable one when their preferred language is the build's, the Intl one
 * otherwise. navigator.language is read rather than Intl's resolved default locale, because resolving
 * that loads the same calendar data as building a formatter.
 */
export function formatDateForVisitor(isoDate: string): string {
  const locale = typeof navigator === "undefined" ? buildLocale : navigator.language;
  return locale === buildLocale ? formatDateStable(isoDate) : formatDateLocal(isoDate, locale);
}
