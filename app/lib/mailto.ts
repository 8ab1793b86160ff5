/**
 * Builds `mailto:` links. Subject and body are encoded with encodeURIComponent,
 * so spaces become %20 (mail clients show a "+" from URLSearchParams literally)
 * and characters such as "&", "?" or "#" cannot end the field early.
 */
export type MailtoFields = { subject?: string; body?: string };

export function mailtoHref(address: string, fields: MailtoFields = {}): string {
  const query = (["subject", "body"] as const)
    .filter((key) => fields[key] !== undefined && fields[key] !== "")
    .map((key) => `${key}=${encodeURIComponent(fields[key]!)}`)
    .join("&");
  return `mailto:${address}${query ? `?${query}` : ""}`;
}
