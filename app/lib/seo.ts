import type { MetaDescriptor } from "react-router";
import { pagePath } from "#app/lib/page-path.ts";
import { socialCardPath } from "#app/lib/reuse.ts";
import { siteConfig, type Author } from "#app/site.config.ts";

type PageMetaInput = {
  title: string;
  description: string;
  /**
   * Where the page is: the `location` its route's `meta` receives, so no route restates its own path.
   * The canonical URL (from the configured site URL), og:url and the social card follow its path as
   * the site writes it (lib/page-path.ts: "/tools", whether pre-rendered at "/tools/" or not).
   */
  location: { pathname: string };
  type?: "website" | "article";
  /** The home page uses the bare site name and tagline. */
  isHome?: boolean;
  /**
   * What the page's social card shows (og:image:alt). By default the card's own words, the page's
   * title and the site's name, which is what a main page's card shows (scripts/pipeline/cards/).
   */
  imageAlt?: string;
};

export function absoluteUrl(path: string): string {
  return `${siteConfig.url}${path === "/" ? "/" : path.replace(/\/+$/, "")}`;
}

export function documentTitle(title: string, isHome = false): string {
  return isHome ? `${siteConfig.name}: ${siteConfig.tagline}` : `${title} | ${siteConfig.name}`;
}

/** Title, description, canonical URL and Open Graph / Twitter card tags for one page. */
export function pageMeta({
  title,
  description,
  location,
  type = "website",
  isHome = false,
  imageAlt,
}: PageMetaInput): MetaDescriptor[] {
  const path = pagePath(location.pathname);
  const fullTitle = documentTitle(title, isHome);
  const url = absoluteUrl(path);
  // Every page has a card of its own, made at build time (scripts/pipeline/cards/build-cards.ts).
  const image = absoluteUrl(socialCardPath(path));
  const alt = imageAlt ?? fullTitle;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: alt },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
  ];
}

/** A JSON-LD block as a meta descriptor (React Router renders it as a script of type application/ld+json). */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}

/**
 * The schema.org author of an article: the configured person, or (until one is configured) the
 * organisation's research team as an Organization, never an invented person.
 */
export function authorJsonLd(author: Author): Record<string, unknown> {
  return author.type === "Person"
    ? { "@type": "Person", name: author.name, jobTitle: author.role }
    : { "@type": "Organization", name: author.name, url: siteConfig.url };
}
