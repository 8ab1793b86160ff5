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
