import { z } from "zod";

import {
  callToActionSchema,
  heroSchema,
  linkSchema,
  pageMetaSchema,
  parseContent,
  sectionHeaderSchema,
} from "#app/content/schemas.ts";
import { joinPath, siteConfig } from "#app/site.config.ts";
import { numberWord } from "#app/lib/number-words.ts";
import { teachLessons } from "#app/lib/teach-parts.ts";

/**
 * /about: a combined page whose sections carry the anchors #mission, #approach,
 * #partnerships and #team (linked from elsewhere as /about#mission, /about#partnerships).
 */

const text = z.string().trim().min(1);

const aboutPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  mission: z.object({
    id: z.literal("mission"),
    header: sectionHeaderSchema,
    paragraphs: z.array(text).length(2),
    link: linkSchema,
  }),
  approach: z.object({
    id: z.literal("approach"),
    header: sectionHeaderSchema,
    body: text,
    link: linkSchema,
    /** Title of the list of principles (from content/pages/our-approach.ts) beside the text. */
    asideTitle: text,
  }),
  partnerships: z.object({
    id: z.literal("partnerships"),
    header: sectionHeaderSchema,
    body: text,
    link: linkSchema,
    /** Title of the list of programs (from content/partnerships.ts) beside the text. */
    asideTitle: text,
  }),
  team: z.object({
    id: z.literal("team"),
    header: sectionHeaderSchema,
    link: linkSchema.extend({ href: z.literal("/the-team") }),
    /** On a profile that is still the config's role-based sample (as on /the-team). */
    sampleLabel: z.string().trim().min(1),
  }),
  /** Label of the in-page navigation; its links are the sections' eyebrows. */
  onThisPage: text,
  closing: callToActionSchema,
});

export type AboutPage = z.infer<typeof aboutPageSchema>;

const data: AboutPage = {
  meta: {
    title: "About Us",
    description: `Who ${siteConfig.name} is, why it researches how AI and digital platforms influence people, and the partners it is looking for.`,
  },
  hero: {
    eyebrow: "About Us",
    title: `About ${siteConfig.name}`,
    lead: `${siteConfig.name} is an independent research organization that studies how AI and digital platforms influence what people pay attention to, what they choose and how they feel. We share what we learn in plain language, so that anyone can recognize these influences and ask for technology that serves them better.`,
  },
  mission: {
    id: "mission",
    header: {
      eyebrow: "Our Mission",
      title: "Technology that works for people, not on them",
    },
    paragraphs: [
      `Many apps are designed to hold attention for as long as possible. Feeds that never end, notifications timed to pull you back, and like counts that turn posts into a scoreboard are choices someone made, not accidents. ${siteConfig.name} studies these choices, from dark patterns (interface designs that steer people into decisions they would not otherwise make) to the AI systems that decide what each person sees next.`,
      `We turn that research into awareness tools, a free strategic guide and a teaching pack with ${numberWord(teachLessons.length)} ready-to-teach lessons, all on this site. We plan to add short briefings for policymakers and are looking for partners to help shape them, and for teachers to try the lessons with their classes. Our aim is simple to state and hard to reach: that people understand how digital products try to influence them, and that designers and lawmakers have the evidence they need to make those products more humane.`,
    ],
    link: { label: "Read our full mission", href: "/our-mission" },
  },
  approach: {
    id: "approach",
    header: {
      eyebrow: "Our Approach",
      title: "Careful research, openly shared",
    },
    body: `Our work so far reviews published studies and legal texts, and everything on this site comes from that review. We plan to add structured audits of real product designs and small, consent-based user research once partners and funding are in place. We publish our methods and sources, correct mistakes in public, and accept no funding that could buy influence over what we conclude.`,
    link: { label: "How we work", href: "/our-approach" },
    asideTitle: "Four principles guide our work",
  },
  partnerships: {
    id: "partnerships",
    header: {
      eyebrow: "Partnerships",
      title: "Working with others",
    },
    body: `Research only matters if it reaches the people who can use it. We offer four programs, for teachers, product teams, researchers and policymakers, and we are looking for their first partners: people who share our commitment to independence and transparency. We have no partners yet. Every collaboration will be disclosed publicly, and no partner can change what we publish.`,
    link: { label: "See our partnership programs", href: "/partnerships" },
    asideTitle: "Programs open to partners",
  },
  team: {
    id: "team",
    header: {
      eyebrow: "The Team",
      title: "Who is behind the work",
      lead: "A small team that combines behavioral research with design and engineering.",
    },
    link: { label: "Meet the team", href: "/the-team" },
    sampleLabel: "Sample profile",
  },
  onThisPage: "On this page",
  closing: {
    title: "Questions, ideas or examples to share?",
    body: `If you have spotted a design that steered you, want to use our materials or would like to work with ${siteConfig.name}, we would like to hear from you.`,
    primary: { label: "Get In Touch", href: "/contact" },
    secondary: { label: `Join ${siteConfig.name}`, href: joinPath },
  },
};

export const aboutPage: AboutPage = parseContent(aboutPageSchema, data, "content/pages/about.ts");
