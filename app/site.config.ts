import { createSiteConfig, type SiteConfig } from "./lib/site-config";

/**
 * Every organisation fact lives here and nowhere else. Each can be overridden
 * at build time by an environment variable (SITE_NAME, SITE_EMAIL, ...), so a
 * real deployment sets its own facts without editing code. Values that are
 * still placeholders are reported by `placeholderWarnings()` during the build.
 */

/** Build-time values are inlined by Vite's `define` (see vite.config.ts), so the client sees the same facts. */
declare const __SITE_ENV__: Record<string, string | undefined> | undefined;
const buildEnv: Record<string, string | undefined> =
  typeof __SITE_ENV__ !== "undefined" ? __SITE_ENV__ : typeof process !== "undefined" ? process.env : {};

export type { SiteConfig, SocialLink } from "./lib/site-config";

export const siteConfig: SiteConfig = createSiteConfig(buildEnv);

export const joinPath = `/join-${siteConfig.slug}`;
export const guidePath = `/assets/${siteConfig.slug}-strategic-guide.pdf`;

export type NavLink = { name: string; path: string };
export type NavItem =
  { name: string; type: "link"; path: string } | { name: string; type: "dropdown"; items: NavLink[] };

/** The spec's navigation bar, labels and targets exactly as given. */
export const mainNav: NavItem[] = [
  { name: "Home", type: "link", path: "/" },
  {
    name: "Insights",
    type: "dropdown",
    items: [
      { name: "What Is Digital Influence?", path: "/what-is-digital-influence" },
      { name: "Why It Matters", path: "/why-it-matters" },
      { name: "Real-World Examples", path: "/cases" },
    ],
  },
  {
    name: "Resources",
    type: "dropdown",
    items: [
      { name: "Guides & Tools", path: "/tools" },
      { name: "Glossary", path: "/glossary" },
      { name: "Blog", path: "/blog" },
    ],
  },
  {
    name: "About Us",
    type: "dropdown",
    items: [
      { name: "Our Mission", path: "/our-mission" },
      { name: "Our Approach", path: "/our-approach" },
      { name: "The Team", path: "/the-team" },
      { name: "Partnerships", path: "/partnerships" },
    ],
  },
  {
    name: "Contact",
    type: "dropdown",
    items: [
      { name: "Get In Touch", path: "/contact" },
      { name: `Join ${siteConfig.name}`, path: joinPath },
    ],
  },
];

/** Every leaf link of the navigation, in order: the flat mobile menu. */
export const navLeaves: NavLink[] = mainNav.flatMap((item) =>
  item.type === "link" ? [{ name: item.name, path: item.path }] : item.items,
);
