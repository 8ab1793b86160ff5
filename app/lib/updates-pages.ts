/**
 * /updates in pages (issue 56): the newest changes on /updates, older ones on /updates/page/2 and on, so
 * no page grows with the record. Plain arithmetic, read by the route, the route table's list of
 * pre-rendered pages (family-paths.ts), the sitemap and the social cards.
 */

/** About a screenful of days on a phone, and a page a phone lays out as fast as the site's others. */
export const updatesPerPage = 25;

/** How many pages `entryCount` changes take: always one, which says when nothing has changed yet. */
export const updatesPageCount = (entryCount: number) => Math.max(1, Math.ceil(entryCount / updatesPerPage));

/** A page's address: the first is /updates itself. */
export const updatesPagePath = (page: number) => (page === 1 ? "/updates" : `/updates/page/${page}`);

/**
 * The page number in an address's `:page` (2 and on; the first page is /updates), or null for anything
 * else, "1", "02" and "2.0" among it, so each page has one address.
 */
export function updatesPageNumber(param: string | undefined, pageCount: number): number | null {
  if (param === undefined) return 1;
  if (!/^[1-9]\d*$/.test(param)) return null;
  const page = Number(param);
  return page >= 2 && page <= pageCount ? page : null;
}
