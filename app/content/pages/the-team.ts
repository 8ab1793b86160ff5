import { z } from "zod";

import { heroSchema, pageMetaSchema, parseContent, sectionHeaderSchema } from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * /the-team: the people come from the site config (siteTeam). The work-with-us block links
 * to /contact (contactLabel) and opens a mailto to siteConfig.email about open
 * positions (positionsLabel, with positionsSubject as the subject line).
 */

const text = z.string().trim().min(1);

const theTeamPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  teamHeader: sectionHeaderSchema,
  /** Shown on a profile that is still the config's role-based sample (siteTeam[n].sample). */
  sampleLabel: text,
  /** Shown above the team while any profile is a sample. */
  sampleNote: text,
  workWithUs: z.object({
    title: text,
    body: text,
    contactLabel: text,
    positionsLabel: text,
    positionsSubject: text,
    joinLabel: text,
  }),
});

export type TheTeamPage = z.infer<typeof theTeamPageSchema>;

const data: TheTeamPage = {
  meta: {
    title: "The Team",
    description: `Meet the people behind ${siteConfig.name}: research on AI influence and dark patterns, and design and engineering for humane technology.`,
  },
  hero: {
    eyebrow: "About Us",
    title: "The Team",
    lead: `${siteConfig.name} is being set up to combine behavioral research with design and engineering: to study how technology influences people, and to build tools and materials that help them respond. The roles below are planned; no one holds them yet.`,
  },
  teamHeader: {
    eyebrow: "Who we are",
    title: "The people behind the research",
    lead: "The team is built around two planned roles: one to lead the research and write the blog, the other to turn findings into tools, guides and this website.",
  },
  sampleLabel: "Sample profile",
  sampleNote:
    "These two profiles are samples, not real people: they describe the roles the team is built around. Both roles are planned and none of the studies they describe has started yet. The profiles will be replaced by the people who hold those roles, with their own names and words.",
  workWithUs: {
    title: "Help us make technology more humane",
    body: `We are always glad to hear from researchers, designers, developers, educators and advocates who care about humane technology. Every role is planned and will open only once it is funded. Tell us what you would like to work on, or ask us by e-mail about the planned roles.`,
    contactLabel: "Work with us",
    positionsLabel: "Ask about planned roles",
    positionsSubject: "Planned roles",
    joinLabel: "See planned roles and volunteer options",
  },
};

export const theTeamPage: TheTeamPage = parseContent(theTeamPageSchema, data, "content/pages/the-team.ts");
