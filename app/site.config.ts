import { z } from "zod";

/**
 * Every organisation fact lives here and nowhere else. Each can be overridden
 * at build time by an environment variable (SITE_NAME, SITE_EMAIL, ...), so a
 * real deployment sets its own facts without editing code. Values that are
 * still placeholders are reported by `placeholderWarnings()` during the build.
 * This module imports nothing of the app's: content, components and lib may all read it.
 */

const processEnv: Record<string, string | undefined> =
  typeof process !== "undefined" && process.env ? process.env : {};

const httpsUrl = z.url({ protocol: /^https$/ });
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(httpsUrl.optional());

const socialLinkSchema = z.object({
  label: z.string().min(1),
  url: z
    .string()
    .refine((v) => v.startsWith("/") || v.startsWith("https://"), "absolute https URL or site path"),
  icon: z.enum(["network", "code", "rss"]),
});

const siteConfigSchema = z.object({
  name: z.string().trim().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase letters, digits and dashes"),
  tagline: z.string().min(1),
  description: z.string().min(1),
  /** Canonical origin of the deployed site, no trailing slash. */
  url: httpsUrl.transform((value) => value.replace(/\/+$/, "")),
  email: z.email(),
  author: z.object({ name: z.string().min(1), role: z.string().min(1) }),
  dashboardUrl: httpsUrl,
  linkedinUrl: httpsUrl,
  githubUrl: httpsUrl,
  communityUrl: optionalUrl,
  newsletterEndpoint: optionalUrl,
  foundedYear: z.number().int(),
  /** The year of the build: the copyright line runs from the founding year to it. */
  buildYear: z.number().int(),
  /** Written content and the guide (LICENSE-CONTENT); the code is MIT (LICENSE). */
  contentLicence: z.object({ name: z.string().min(1), url: httpsUrl }),
  social: z.array(socialLinkSchema).length(3),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** Defaults that a real deployment must replace; the build warns while they are in use. */
export const placeholderDefaults = {
  SITE_URL: "https://attune.example",
  SITE_EMAIL: "hello@attune.example",
  SITE_DASHBOARD_URL: "https://dashboard.attune.example",
  SITE_LINKEDIN_URL: "https://www.linkedin.com/company/attune-example",
  SITE_GITHUB_URL: "https://github.com/attune-example",
} as const;

const defaults = {
  SITE_NAME: "Attune",
  SITE_SLUG: "attune",
  SITE_AUTHOR_NAME: "Dr. Leila Haddad",
  SITE_AUTHOR_ROLE: "Lead Researcher",
  SITE_COMMUNITY_URL: "",
  SITE_NEWSLETTER_ENDPOINT: "",
  ...placeholderDefaults,
} as const;

type EnvKey = keyof typeof defaults;

function read(key: EnvKey, source: Record<string, string | undefined>): string {
  const value = source[key];
  return value === undefined || value.trim() === "" ? defaults[key] : value.trim();
}

export function createSiteConfig(source: Record<string, string | undefined> = {}): SiteConfig {
  const name = read("SITE_NAME", source);
  const linkedinUrl = read("SITE_LINKEDIN_URL", source);
  const githubUrl = read("SITE_GITHUB_URL", source);
  const result = siteConfigSchema.safeParse({
    name,
    slug: read("SITE_SLUG", source),
    tagline: "Can AI be good for people?",
    description: `${name} researches how AI and digital platforms shape attention, choices and wellbeing, and shows what humane technology looks like.`,
    url: read("SITE_URL", source),
    email: read("SITE_EMAIL", source),
    author: { name: read("SITE_AUTHOR_NAME", source), role: read("SITE_AUTHOR_ROLE", source) },
    dashboardUrl: read("SITE_DASHBOARD_URL", source),
    linkedinUrl,
    githubUrl,
    communityUrl: read("SITE_COMMUNITY_URL", source),
    newsletterEndpoint: read("SITE_NEWSLETTER_ENDPOINT", source),
    foundedYear: 2024,
    buildYear: new Date().getFullYear(),
    contentLicence: { name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/" },
    social: [
      { label: `${name} on LinkedIn`, url: linkedinUrl, icon: "network" },
      { label: `${name} on GitHub`, url: githubUrl, icon: "code" },
      { label: `${name} blog RSS feed`, url: "/rss.xml", icon: "rss" },
    ],
  });
  if (!result.success) {
    const issues = result.error.issues
      .map((issue) => `  - ${issue.path.join(".") || "config"}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid site configuration (check the SITE_* environment variables):\n${issues}`);
  }
  return result.data;
}

/** One line per organisation fact that is still on its placeholder default. */
export function placeholderWarnings(source: Record<string, string | undefined> = processEnv): string[] {
  return (Object.keys(placeholderDefaults) as (keyof typeof placeholderDefaults)[])
    .filter((key) => read(key, source) === placeholderDefaults[key])
    .map(
      (key) => `${key} is still the placeholder "${placeholderDefaults[key]}"; set ${key} before deploying.`,
    );
}

/** Build-time values are inlined by Vite's `define` (see vite.config.ts), so the client sees the same facts. */
declare const __SITE_ENV__: Record<string, string | undefined> | undefined;
const buildEnv: Record<string, string | undefined> =
  typeof __SITE_ENV__ !== "undefined" ? __SITE_ENV__ : typeof process !== "undefined" ? process.env : {};

export const siteConfig: SiteConfig = createSiteConfig(buildEnv);

/** "© 2024–2026 Attune": from the founding year to the year of the build. */
export const copyrightLine = `© ${siteConfig.foundedYear}–${siteConfig.buildYear} ${siteConfig.name}`;

export const joinPath = `/join-${siteConfig.slug}`;
/** Not under /assets/, which holds only hashed files cached for a year: the guide keeps one URL and is revalidated. */
export const guidePath = `/downloads/${siteConfig.slug}-strategic-guide.pdf`;

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
