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

/** A person on /the-team. `sample` marks the default role-based profiles that stand in until real people are configured. */
const teamMemberSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().trim().min(1),
  role: z.string().trim().min(1),
  bio: z.string().trim().min(1),
  /** A portrait shipped in public/images/. */
  portrait: z.string().regex(/^\/images\/[\w/-]+\.(?:svg|png|jpg|webp)$/),
  portraitAlt: z.string().trim().min(1),
  /** A page about the person's work (https); without one, the card shows no profile link. */
  profileUrl: httpsUrl.optional(),
  /** Defaults to the organisation's address. */
  email: z.email().optional(),
  sample: z.boolean().default(false),
});

/**
 * Who the articles are by: the organisation's research team until a person is configured.
 * A Person gets a role (Article JSON-LD jobTitle); an Organization is the site itself.
 */
const authorSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("Organization"), name: z.string().trim().min(1) }),
  z.object({ type: z.literal("Person"), name: z.string().trim().min(1), role: z.string().trim().min(1) }),
]);

/**
 * Who runs the external dashboard, from SITE_DASHBOARD_PROVIDER, and what it says the dashboard
 * offers, from SITE_DASHBOARD_FEATURES ("|"-separated). /dashboard names them only when set, as the
 * provider's own description; without a provider it names no features at all.
 */
const dashboardProviderSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "SITE_DASHBOARD_FEATURES is set, so SITE_DASHBOARD_PROVIDER must name who runs the dashboard")
    .max(80),
  features: z.array(z.string().trim().min(1).max(160, "each feature at most 160 characters")).max(8),
});

/** SITE_PEOPLE (JSON, usually read from the file named by SITE_PEOPLE_FILE): the byline and the team. */
const peopleSchema = z.object({
  author: authorSchema.optional(),
  team: z.array(teamMemberSchema).length(2).optional(),
});

const siteConfigSchema = z.object({
  name: z.string().trim().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase letters, digits and dashes"),
  tagline: z.string().min(1),
  description: z.string().min(1),
  /** Canonical origin of the deployed site, no trailing slash. */
  url: httpsUrl.transform((value) => value.replace(/\/+$/, "")),
  email: z.email(),
  /** Where journalists write (/transparency#reuse): SITE_PRESS_EMAIL, or the site's email when unset. */
  pressEmail: z.email(),
  author: authorSchema,
  team: z.array(teamMemberSchema).length(2),
  dashboardUrl: httpsUrl,
  /** Unset until the organisation names the third party that runs the dashboard. */
  dashboardProvider: dashboardProviderSchema.optional(),
  linkedinUrl: httpsUrl,
  githubUrl: httpsUrl,
  communityUrl: optionalUrl,
  /** https; plain http only on this machine (localhost, 127.0.0.1), for testing the sign-up locally. */
  newsletterEndpoint: z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(
      z
        .url({ protocol: /^https?$/ })
        .refine((value) => {
          const url = new URL(value);
          return url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
        }, "an https URL (plain http only on localhost)")
        .optional(),
    ),
  foundedYear: z.number().int(),
  /** The year of the build: the copyright line runs from the founding year to it. */
  buildYear: z.number().int(),
  /** Written content and the guide (LICENSE-CONTENT); the code is MIT (LICENSE). */
  contentLicence: z.object({ name: z.string().min(1), url: httpsUrl }),
  social: z.array(socialLinkSchema).length(3),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type Author = z.infer<typeof authorSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type DashboardProvider = z.infer<typeof dashboardProviderSchema>;

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
  SITE_PEOPLE: "",
  SITE_COMMUNITY_URL: "",
  SITE_PRESS_EMAIL: "",
  SITE_NEWSLETTER_ENDPOINT: "",
  SITE_DASHBOARD_PROVIDER: "",
  SITE_DASHBOARD_FEATURES: "",
  ...placeholderDefaults,
} as const;

type EnvKey = keyof typeof defaults;

function read(key: EnvKey, source: Record<string, string | undefined>): string {
  const value = source[key];
  return value === undefined || value.trim() === "" ? defaults[key] : value.trim();
}

/**
 * The default team: two role-based sample profiles, no invented people. The team page marks
 * them as samples and the build warns about them until SITE_PEOPLE replaces them.
 */
function sampleTeam(name: string): z.input<typeof teamMemberSchema>[] {
  return [
    {
      id: "research-lead",
      name: "Research lead",
      role: "Research",
      bio: `The research lead will direct ${name}'s planned studies of how recommendation feeds, chatbots and everyday app design shape attention and choices, from variable rewards and social validation to AI assistants that flatter or agree too readily, and turn that work into plain-language articles and guides.`,
      portrait: "/images/team/lead-researcher.svg",
      portraitAlt: "Illustration standing in for the research lead's portrait",
      sample: true,
    },
    {
      id: "design-engineering-lead",
      name: "Design and engineering lead",
      role: "Design and engineering",
      bio: `The design and engineering lead will look after ${name}'s awareness tools, the strategic guide and this website, and work on humane design: interfaces where the honest choice is also the easy one, with clear defaults, visible costs and a real way out. The site's code is open source, so anyone can check how it works.`,
      portrait: "/images/team/design-engineering-lead.svg",
      portraitAlt: "Illustration standing in for the design and engineering lead's portrait",
      sample: true,
    },
  ];
}

/** SITE_PEOPLE parsed, or a message saying what is wrong with it. */
function readPeople(source: Record<string, string | undefined>): z.infer<typeof peopleSchema> {
  const raw = read("SITE_PEOPLE", source);
  if (raw === "") return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error(
      "Invalid site configuration: SITE_PEOPLE (or the file SITE_PEOPLE_FILE names) is not valid JSON",
    );
  }
  const result = peopleSchema.safeParse(json);
  if (!result.success) {
    throw new Error(`Invalid site configuration in SITE_PEOPLE:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/**
 * SITE_DASHBOARD_PROVIDER and SITE_DASHBOARD_FEATURES ("|"-separated, blanks dropped): undefined while
 * neither is set; features without a provider fail validation, since they would be attributed to no one.
 */
function readDashboardProvider(
  source: Record<string, string | undefined>,
): z.input<typeof dashboardProviderSchema> | undefined {
  const name = read("SITE_DASHBOARD_PROVIDER", source);
  const features = read("SITE_DASHBOARD_FEATURES", source)
    .split("|")
    .map((feature) => feature.trim())
    .filter((feature) => feature !== "");
  return name === "" && features.length === 0 ? undefined : { name, features };
}

export function createSiteConfig(source: Record<string, string | undefined> = {}): SiteConfig {
  const name = read("SITE_NAME", source);
  const people = readPeople(source);
  const linkedinUrl = read("SITE_LINKEDIN_URL", source);
  const githubUrl = read("SITE_GITHUB_URL", source);
  const result = siteConfigSchema.safeParse({
    name,
    slug: read("SITE_SLUG", source),
    tagline: "Can AI be good for people?",
    description: `${name} researches how AI and digital platforms shape attention, choices and wellbeing, and shows what humane technology looks like.`,
    url: read("SITE_URL", source),
    email: read("SITE_EMAIL", source),
    pressEmail: read("SITE_PRESS_EMAIL", source) || read("SITE_EMAIL", source),
    author: people.author ?? { type: "Organization", name: `${name} research team` },
    team: people.team ?? sampleTeam(name),
    dashboardUrl: read("SITE_DASHBOARD_URL", source),
    dashboardProvider: readDashboardProvider(source),
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

/** One line per organisation fact, team profile or byline that is still a placeholder, and one while the dashboard provider is unnamed. */
export function placeholderWarnings(source: Record<string, string | undefined> = processEnv): string[] {
  const facts = (Object.keys(placeholderDefaults) as (keyof typeof placeholderDefaults)[])
    .filter((key) => read(key, source) === placeholderDefaults[key])
    .map(
      (key) => `${key} is still the placeholder "${placeholderDefaults[key]}"; set ${key} before deploying.`,
    );
  const config = createSiteConfig(source);
  const people = readPeople(source);
  const team = config.team
    .filter((member) => member.sample)
    .map(
      (member) =>
        `The team member "${member.name}" is a sample profile; describe the real team in SITE_PEOPLE_FILE (docs/deployment.md).`,
    );
  const author = people.author
    ? []
    : [
        `No author is configured: articles are credited to "${config.author.name}"; set "author" in SITE_PEOPLE_FILE to name a person.`,
      ];
  const dashboard = config.dashboardProvider
    ? []
    : [
        "SITE_DASHBOARD_PROVIDER is not set: /dashboard says a third party runs the dashboard without naming it; set SITE_DASHBOARD_PROVIDER (and optionally SITE_DASHBOARD_FEATURES) before deploying.",
      ];
  return [...facts, ...dashboard, ...team, ...author];
}

/** SITE_STRICT=1: a production build fails while any placeholder remains. */
export function isStrictBuild(source: Record<string, string | undefined> = processEnv): boolean {
  return ["1", "true", "yes"].includes((source.SITE_STRICT ?? "").trim().toLowerCase());
}

/** The build's check: the placeholder warnings to print, or (in strict mode, with any left) an error listing them. */
export function checkPlaceholders(source: Record<string, string | undefined> = processEnv): string[] {
  const warnings = placeholderWarnings(source);
  if (isStrictBuild(source) && warnings.length > 0) {
    throw new Error(
      `SITE_STRICT is set and ${warnings.length} placeholder(s) remain (docs/deployment.md):\n${warnings.map((line) => `  - ${line}`).join("\n")}`,
    );
  }
  return warnings;
}

/** Build-time values are inlined by Vite's `define` (see vite.config.ts), so the client sees the same facts. */
declare const __SITE_ENV__: Record<string, string | undefined> | undefined;
const buildEnv: Record<string, string | undefined> =
  typeof __SITE_ENV__ !== "undefined" ? __SITE_ENV__ : typeof process !== "undefined" ? process.env : {};

const { team, ...facts } = createSiteConfig(buildEnv);

/** The organisation's facts, which every page reads (its name, address, links). */
export const siteConfig: Omit<SiteConfig, "team"> = facts;

/**
 * The two team profiles, apart from the other facts: only /the-team and /about show them, and every page
 * ships the facts it imports, so the bios travel only with the pages that show them.
 */
export const siteTeam: SiteConfig["team"] = team;

/** "© 2024–2026 Attune": from the founding year to the year of the build. */
export const copyrightLine = `© ${siteConfig.foundedYear}–${siteConfig.buildYear} ${siteConfig.name}`;

export const joinPath = `/join-${siteConfig.slug}`;
/**
 * Every PDF comes in A4 and in US Letter (issue 35.4). A4 keeps the address it always had; the Letter
 * copy adds "-letter".
 */
export const paperSizes = ["a4", "letter"] as const;
export type PaperSize = (typeof paperSizes)[number];
export const paperLabels: Record<PaperSize, string> = { a4: "A4", letter: "US Letter" };
const paperSuffix = (paper: PaperSize) => (paper === "letter" ? "-letter" : "");
/** Not under /assets/, which holds only hashed files cached for a year: the guide keeps one URL and is revalidated. */
export const guidePath = `/downloads/${siteConfig.slug}-strategic-guide.pdf`;
export const guidePathFor = (paper: PaperSize) =>
  `/downloads/${siteConfig.slug}-strategic-guide${paperSuffix(paper)}.pdf`;
/** The teaching pack's PDFs, one per lesson and sheet (/teach/{part}), beside the guide. */
export const teachPdfPath = (part: string, paper: PaperSize = "a4") =>
  `/downloads/${siteConfig.slug}-teaching-pack-${part}${paperSuffix(paper)}.pdf`;

export type NavLink = { name: string; path: string };
export type NavItem =
  { name: string; type: "link"; path: string } | { name: string; type: "dropdown"; items: NavLink[] };

/**
 * The spec's navigation bar, its labels, targets and order kept, with the site's own sections joined to it
 * (decisions.md, "Navigation, turn 3"): the pattern library, the self-check and the checker lead Resources
 * ("Beyond the spec (turn 5)"), which ends with the guide on the web and where to report a pattern ("Beyond
 * the spec (turn 4)").
 */
export const mainNav: NavItem[] = [
  { name: "Home", type: "link", path: "/" },
  {
    name: "Insights",
    type: "dropdown",
    items: [
      { name: "What Is Digital Influence?", path: "/what-is-digital-influence" },
      { name: "Why It Matters", path: "/why-it-matters" },
      { name: "Real-World Examples", path: "/cases" },
      { name: "Enforcement Record", path: "/enforcement" },
    ],
  },
  {
    name: "Resources",
    type: "dropdown",
    items: [
      { name: "Pattern Library", path: "/patterns" },
      { name: "Spot the Pattern", path: "/spot-the-pattern" },
      { name: "Check a Screen", path: "/check" },
      { name: "Guides & Tools", path: "/tools" },
      { name: "Glossary", path: "/glossary" },
      { name: "Blog", path: "/blog" },
      { name: "Teaching Pack", path: "/teach" },
      { name: "The Guide", path: "/guide" },
      { name: "Report a pattern", path: "/report" },
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
