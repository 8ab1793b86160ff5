/**
 * Short in-text form of a reference's author list, as written in content/references.ts
 * ("Mathur, A., Acar, G., & Friedman, M. J."): one surname, "A & B", or "A et al.".
 * Organisations (no comma) are returned as they are.
 */
export function shortAuthors(authors: string): string {
  const initials = /^(?:[A-Z][a-z]?\.(?:-?[A-Z]\.)*\s?)+$/u;
  const surnames = authors
    .split(/\s*,\s*/)
    .map((part) => part.replace(/^&\s*/, "").trim())
    .filter((part) => part !== "" && part !== "et al." && !initials.test(part));
  if (surnames.length <= 1) return surnames[0] ?? authors;
  if (surnames.length === 2 && !/et al\.$/.test(authors)) return `${surnames[0]} & ${surnames[1]}`;
  return `${surnames[0]} et al.`;
}
