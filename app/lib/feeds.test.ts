// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { loader as rssLoader } from "#app/routes/rss[.]xml.ts";
import { siteConfig } from "#app/site.config.ts";
import { buildAtom, buildRobots, buildRss, buildSitemap, escapeXml, type FeedItem } from "./feeds.ts";

/** Parse as XML the way a feed reader would; a malformed document yields a <parsererror>. */
function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror"), "well-formed XML").toHaveLength(0);
  return doc;
}

const channel = {
  title: "Example blog",
  url: "https://example.org/blog",
  feedUrl: "https://example.org/rss.xml",
  description: "Articles about design & choice",
};

const item: FeedItem = {
  title: "Nudges <b>and</b> sludge: \"defaults\" & 'friction'",
  url: "https://example.org/blog/nudges?ref=rss&x=<1>",
  description: "Why 1 < 2 & 3 > 2 matters",
  date: "2025-04-12",
  author: "Dr. Example & Co",
  category: "Responsible AI",
};

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });
});

describe("buildRss", () => {
  it("produces a well-formed RSS 2.0 document with a channel and one item per post", () => {
    const doc = parseXml(
      buildRss(channel, [item, { ...item, title: "Second", url: "https://example.org/blog/two" }]),
    );
    const rss = doc.documentElement;
    expect(rss.tagName).toBe("rss");
    expect(rss.getAttribute("version")).toBe("2.0");
    const channelEl = rss.querySelector("channel")!;
    expect(channelEl.querySelector(":scope > title")?.textContent).toBe("Example blog");
    expect(channelEl.querySelector(":scope > link")?.textContent).toBe("https://example.org/blog");
    expect(channelEl.querySelector(":scope > description")?.textContent).toBe(
      "Articles about design & choice",
    );
    expect(doc.getElementsByTagName("item")).toHaveLength(2);
  });

  it("round-trips titles, links and descriptions with XML special characters", () => {
    const xml = buildRss(channel, [item]);
    expect(xml).not.toContain("<b>");
    expect(xml).not.toContain("& ");
    const feedItem = parseXml(xml).getElementsByTagName("item")[0]!;
    const text = (tag: string) => feedItem.getElementsByTagName(tag)[0]?.textContent;
    expect(text("title")).toBe(item.title);
    expect(text("link")).toBe(item.url);
    expect(text("guid")).toBe(item.url);
    expect(text("description")).toBe(item.description);
    expect(text("dc:creator")).toBe(item.author);
    expect(text("category")).toBe("Responsible AI");
  });

  it("dates items in RFC 822 form on the content's calendar day", () => {
    const feedItem = parseXml(buildRss(channel, [item])).getElementsByTagName("item")[0]!;
    expect(feedItem.getElementsByTagName("pubDate")[0]?.textContent).toBe("Sat, 12 Apr 2025 00:00:00 GMT");
  });

  it("links the feed to itself with an absolute atom:link", () => {
    const doc = parseXml(buildRss(channel, []));
    const self = doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0];
    expect(self?.getAttribute("rel")).toBe("self");
    expect(self?.getAttribute("href")).toBe("https://example.org/rss.xml");
    expect(doc.getElementsByTagName("item")).toHaveLength(0);
  });
});

describe("/rss.xml (built from the blog's content index)", () => {
  it("lists all seven posts with absolute https links on the configured site", async () => {
    const response = rssLoader();
    expect(response.headers.get("Content-Type")).toMatch(/^application\/rss\+xml/);
    const doc = parseXml(await response.text());
    const items = [...doc.getElementsByTagName("item")];
    expect(items).toHaveLength(7);
    for (const feedItem of items) {
      const link = feedItem.getElementsByTagName("link")[0]!.textContent!;
      expect(link).toMatch(/^https:\/\//);
      expect(link.startsWith(`${siteConfig.url}/blog/`)).toBe(true);
      expect(feedItem.getElementsByTagName("dc:creator")[0]?.textContent).toBe(siteConfig.author.name);
    }
    const titles = items.map((feedItem) => feedItem.getElementsByTagName("title")[0]?.textContent);
    expect(titles).toContain("A Nudging Experience - Beyond the Scroll");
  });
});

describe("buildSitemap and buildRobots", () => {
  it("writes a well-formed sitemap with escaped absolute URLs", () => {
    const doc = parseXml(buildSitemap(["https://example.org/", "https://example.org/glossary?q=a&b"]));
    const locs = [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent);
    expect(locs).toEqual(["https://example.org/", "https://example.org/glossary?q=a&b"]);
  });

  it("points robots.txt at the sitemap", () => {
    expect(buildRobots("https://example.org/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n",
    );
  });
});

describe("buildAtom", () => {
  const feed = {
    title: "Updates & corrections",
    subtitle: "What changed",
    url: "https://example.org/updates",
    feedUrl: "https://example.org/updates.xml",
    author: "Example",
    host: "example.org",
  };

  it("writes an Atom 1.0 feed: escaped text, tag ids, the newest entry's date as the feed's", () => {
    const xml = buildAtom(feed, [
      {
        id: "b",
        title: "B <new>",
        url: "https://example.org/b",
        updated: "2026-11-25",
        summary: "x & y",
        category: "Correction",
      },
      {
        id: "a",
        title: "A",
        url: "https://example.org/a#history",
        updated: "2026-11-24",
        summary: "z",
        category: "New record",
      },
    ]);
    const doc = parseXml(xml);
    expect(doc.documentElement.namespaceURI).toBe("http://www.w3.org/2005/Atom");
    expect(doc.getElementsByTagName("updated")[0]?.textContent).toBe("2026-11-25T00:00:00Z");
    const entries = [...doc.getElementsByTagName("entry")];
    expect(entries.map((entry) => entry.getElementsByTagName("id")[0]?.textContent)).toEqual([
      "tag:example.org,2026-11-25:b",
      "tag:example.org,2026-11-24:a",
    ]);
    expect(entries[0]!.getElementsByTagName("title")[0]?.textContent).toBe("B <new>");
    expect(entries[0]!.getElementsByTagName("summary")[0]?.textContent).toBe("x & y");
    expect(entries[1]!.getElementsByTagName("link")[0]?.getAttribute("href")).toBe(
      "https://example.org/a#history",
    );
  });
});
