/** Every external link opens in a new tab without giving the new page a handle on this one. */
export const externalLinkProps = { target: "_blank", rel: "noopener noreferrer" } as const;

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
