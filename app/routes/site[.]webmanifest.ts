import faviconUrl from "~/assets/favicon.svg?no-inline";
import { siteConfig } from "~/site.config";

/** The web app manifest, pre-rendered from the site config so the name is never hard-coded. */
export function loader() {
  const manifest = {
    name: siteConfig.name,
    short_name: siteConfig.name,
    description: siteConfig.description,
    start_url: "/",
    display: "browser",
    theme_color: "#f9f6f0",
    background_color: "#f9f6f0",
    icons: [
      { src: faviconUrl, type: "image/svg+xml", sizes: "any" },
      { src: "/apple-touch-icon.png", type: "image/png", sizes: "180x180" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
