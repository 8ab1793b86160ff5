import { getAllPosts } from "#app/content/blog/posts.server.ts";
import { buildRss } from "#app/lib/feeds.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { siteConfig } from "#app/site.config.ts";

/** Pre-rendered to /rss.xml at build from the blog's content index. */
export function loader() {
  const xml = buildRss(
    {
      title: `${siteConfig.name} blog`,
      url: absoluteUrl("/blog"),
      feedUrl: absoluteUrl("/rss.xml"),
      description: siteConfig.description,
    },
    getAllPosts().map((post) => ({
      title: post.title,
      url: absoluteUrl(post.path),
      description: post.excerpt,
      date: post.date,
      author: post.authorName,
      category: post.category,
    })),
  );
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
