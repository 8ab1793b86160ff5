import { updateEntries } from "#app/data/updates-data.server.ts";
import { updatesPage } from "#app/content/pages/updates.ts";
import { buildAtom } from "#app/lib/feeds.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { siteConfig } from "#app/site.config.ts";

/** Pre-rendered to /updates.xml: the same entries as /updates, as an Atom feed. */
export function loader() {
  const xml = buildAtom(
    {
      title: `${siteConfig.name}: ${updatesPage.feedTitle}`,
      subtitle: updatesPage.feedSubtitle,
      url: absoluteUrl("/updates"),
      feedUrl: absoluteUrl("/updates.xml"),
      author: siteConfig.name,
      host: new URL(siteConfig.url).hostname,
    },
    updateEntries().map((entry) => ({
      id: entry.id,
      title: entry.title,
      url: absoluteUrl(entry.path),
      updated: entry.date,
      summary: entry.text,
      category: updatesPage.kinds[entry.kind],
    })),
  );
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
