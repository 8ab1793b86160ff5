/**
 * Replace "{name}" placeholders in a content template ('No terms found matching "{query}"...').
 * Values are inserted as they are (never re-scanned), so a value may itself contain braces or "$".
 * Unknown placeholders are left in place.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/** A template in the forms English needs for a count: "1 record", "2 records". */
export type CountedTemplate = { one: string; other: string };

/** Fill the form of `template` that fits `count`, with `{count}` and the other values. */
export function fillCount(
  template: CountedTemplate,
  count: number,
  values: Record<string, string | number> = {},
): string {
  // English has one singular, 1 (Intl.PluralRules("en") says the same, after loading its locale data).
  return fillTemplate(count === 1 ? template.one : template.other, { ...values, count });
}
