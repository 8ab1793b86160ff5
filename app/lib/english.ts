/**
 * English lists and numbers written out rather than asked of Intl. The first Intl.ListFormat, number
 * format or locale comparison a page makes loads that service's locale data: 17–48 ms each on this
 * machine's Chromium, four times that on Lighthouse's phone, inside the task that hydrates the page
 * (issue 56). The site's copy is English only, so the rules are short. Unit tests hold the list and the
 * number forms against Intl itself.
 */

/** "a", "a and b", "a, b, and c": Intl.ListFormat("en", { type: "conjunction" }). */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
}

/** "1,234", "12.5": toLocaleString("en-US", { maximumFractionDigits }), rounding halves away from zero. */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  const sign = value < 0 ? "-" : "";
  // Rounded on the number's shortest decimal form ("12.35", not the binary 12.3499…), as Intl rounds.
  const rounded = Number(
    `${Math.round(Number(`${Math.abs(value)}e${maximumFractionDigits}`))}e-${maximumFractionDigits}`,
  );
  const [whole = "0", fraction = ""] = rounded.toFixed(maximumFractionDigits).split(".");
  const trimmed = fraction.replace(/0+$/, "");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}${grouped}${trimmed ? `.${trimmed}` : ""}`;
}

/** Code-unit order: right for ISO dates and ids, which are ASCII, without a collator. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
