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

const plural = new Intl.PluralRules("en");

/** Fill the form of `template` that fits `count`, with `{count}` and the other values. */
export function fillCount(
  template: CountedTemplate,
  count: number,
  values: Record<string, string | number> = {},
): string {
  return fillTemplate(plural.select(count) === "one" ? template.one : template.other, { ...values, count });
}
