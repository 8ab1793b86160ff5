/** Pure builders for the XML and text files the build writes; tested without a browser. */

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function buildSitemap(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function buildRobots(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

export type FeedItem = {
  title: string;
  url: string;
  description: string;
  date: string;
  author: string;
  category: string;
};

export function buildRss(
  channel: { title: string; url: string; feedUrl: string; description: string },
  items: FeedItem[],
): string {
  const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();
  const itemXml = items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="true">${escapeXml(item.url)}</guid>
      <description>${escapeXml(item.description)}</description>
      <pubDate>${rfc822(item.date)}</pubDate>
      <dc:creator>${escapeXml(item.author)}</dc:creator>
      <category>${escapeXml(item.category)}</category>
    </item>`,
    )
    .join("\n");
  const lastBuild = items.length
    ? rfc822(
        items
          .map((item) => item.date)
          .sort()
          .at(-1)!,
      )
    : undefined;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.url)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>en</language>
    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml" />
${lastBuild ? `    <lastBuildDate>${lastBuild}</lastBuildDate>\n` : ""}${itemXml}
  </channel>
</rss>
`;
}

export type AtomEntry = {
  id: string;
  title: string;
  url: string;
  updated: string;
  summary: string;
  category: string;
};

/**
 * An Atom 1.0 feed (RFC 4287): entries newest first, each with a stable id (a tag URI made from the
 * site's host and the entry's own id), its date as the start of its day in UTC, a link and a summary.
 */
export function buildAtom(
  feed: { title: string; subtitle: string; url: string; feedUrl: string; author: string; host: string },
  entries: AtomEntry[],
): string {
  const stamp = (date: string) => `${date}T00:00:00Z`;
  const tag = (id: string, date: string) => `tag:${feed.host},${date}:${id}`;
  const updated = entries.length
    ? stamp(
        entries
          .map((entry) => entry.updated)
          .sort()
          .at(-1)!,
      )
    : stamp("2026-01-01");
  const entryXml = entries
    .map(
      (entry) => `  <entry>
    <id>${escapeXml(tag(entry.id, entry.updated))}</id>
    <title>${escapeXml(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>
    <updated>${stamp(entry.updated)}</updated>
    <category term="${escapeXml(entry.category)}"/>
    <summary>${escapeXml(entry.summary)}</summary>
  </entry>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
  <id>${escapeXml(feed.feedUrl)}</id>
  <title>${escapeXml(feed.title)}</title>
  <subtitle>${escapeXml(feed.subtitle)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.feedUrl)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(feed.url)}"/>
  <updated>${updated}</updated>
  <author><name>${escapeXml(feed.author)}</name></author>
${entryXml}
</feed>
`;
}
