import type { ComponentProps } from "react";

export type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** The address: a path within the site ("/patterns/fake-urgency"), a hash, or a full URL. */
  to: string;
  /** Load it as a document even within the site (a feed, a download): no client-side navigation. */
  reloadDocument?: boolean;
};

/**
 * A link: a plain `<a>`. Client-side navigation between the site's pages comes from one click handler on
 * the layout (`routes/site-layout.tsx`, with `lib/link-navigation.ts`), not from each link, so a page's hundred links cost hydration no
 * hooks, effects or re-renders (issue 56). The markup is React Router's `<Link>`'s without its
 * `data-discover`, which only lazy route discovery reads (this site declares every route at load).
 */
export function Link({ to, reloadDocument, ...props }: LinkProps) {
  return <a href={to} data-document={reloadDocument ? "" : undefined} {...props} />;
}
