import { z } from "zod";

import {
  cardSchema,
  heroSchema,
  iconNameSchema,
  pageMetaSchema,
  parseContent,
  sectionHeaderSchema,
} from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * The join page (joinPath, e.g. /join-attune). Section titles are the spec's labels.
 * Job cards come from content/jobs.ts. E-mail links go to siteConfig.email with the
 * given subject; the open-source link goes to siteConfig.githubUrl.
 */

const text = z.string().trim().min(1);

const header = (title: string) => sectionHeaderSchema.extend({ title: z.literal(title) });
const titledCard = (title: string) => cardSchema.extend({ title: z.literal(title) });
const skillsCard = (title: string) => titledCard(title).extend({ items: z.array(text).min(3).max(5) });
const mailCard = z.object({
  icon: iconNameSchema,
  title: text,
  body: text,
  linkLabel: text,
  subject: text,
});

const joinPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** Labels of the hero's two in-page links (to Current Opportunities and Volunteer With Us). */
  heroActions: z.object({ opportunities: text, volunteer: text }),
  whyJoin: z.object({
    header: header("Why Join Our Mission"),
    cards: z.tuple([titledCard("Human-Centered Impact"), titledCard("Cutting-Edge Research")]),
  }),
  waysToContribute: z.object({
    header: header("Ways to Contribute"),
    cards: z.tuple([
      skillsCard("Developers"),
      skillsCard("Researchers"),
      skillsCard("Advocates"),
      skillsCard("Designers"),
    ]),
  }),
  opportunities: z.object({
    id: z.literal("current-opportunities"),
    header: header("Current Opportunities"),
    /** Screen-reader names of the three job tags, in the tags' order. */
    tagLabels: z.tuple([text, text, text]),
    learnMoreLabel: z.literal("Learn More"),
    /** On every job card: none of the roles is funded yet (see /transparency). */
    plannedLabel: text,
    responsibilitiesTitle: text,
    howToApplyTitle: text,
    howToApply: text,
    applyLabel: text,
  }),
  volunteer: z.object({
    id: z.literal("volunteer"),
    header: header("Volunteer With Us"),
    openSource: z.object({ icon: iconNameSchema, title: text, body: text, linkLabel: text }),
    educators: mailCard,
  }),
  readyToJoin: z.object({
    header: header("Ready to Join Us"),
    careers: mailCard,
    volunteer: mailCard,
  }),
  lookFor: z.object({
    header: header("What We Look For"),
    cards: z.tuple([
      titledCard("Shared Values"),
      titledCard("Collaborative Spirit"),
      titledCard("Learning Mindset"),
    ]),
  }),
});

export type JoinPage = z.infer<typeof joinPageSchema>;

const data: JoinPage = {
  meta: {
    title: `Join ${siteConfig.name}`,
    description: `Work or volunteer with ${siteConfig.name}: planned roles in research, engineering and community partnerships, and ways to contribute your skills.`,
  },
  hero: {
    eyebrow: "Join Us",
    title: `Join ${siteConfig.name}`,
    lead: `Help us understand how AI and digital platforms influence people, and make technology that respects them. Whether you write code, run studies, teach or campaign, there is a way to contribute.`,
  },
  heroActions: {
    opportunities: "See planned roles",
    volunteer: "Volunteer with us",
  },
  whyJoin: {
    header: {
      title: "Why Join Our Mission",
      lead: "Two reasons to work with us.",
    },
    cards: [
      {
        icon: "heart",
        title: "Human-Centered Impact",
        body: "Your work would help people notice when an app is steering them, and give product teams alternatives that respect time, attention and choice. Everything we make is free to use and share.",
      },
      {
        icon: "flask",
        title: "Cutting-Edge Research",
        body: "Work on open questions about recommendation systems, AI chatbots and persuasive design, where new products and new regulation keep changing what needs to be understood. Our methods and sources are open, so your contribution can be checked and built upon.",
      },
    ],
  },
  waysToContribute: {
    header: {
      title: "Ways to Contribute",
      lead: "Different skills, one goal: technology that is good for the people who use it.",
    },
    cards: [
      {
        icon: "code",
        title: "Developers",
        body: "Build and improve the open-source awareness tools and this website.",
        items: [
          "TypeScript and React",
          "Web accessibility (WCAG)",
          "Privacy-respecting browser tools",
          "Testing and documentation",
        ],
      },
      {
        icon: "search",
        title: "Researchers",
        body: "Design studies, review evidence and help keep our sources accurate.",
        items: [
          "Human-computer interaction",
          "Behavioral science and psychology",
          "Qualitative interviews and diary studies",
          "Research ethics and informed consent",
        ],
      },
      {
        icon: "megaphone",
        title: "Advocates",
        body: "Carry clear, well-sourced explanations to the communities and decision-makers who need them.",
        items: [
          "Public speaking and workshops",
          "Plain-language writing",
          "Consumer and digital rights",
          "Policy and regulation",
        ],
      },
      {
        icon: "palette",
        title: "Designers",
        body: "Show what humane alternatives to manipulative patterns look like in practice.",
        items: [
          "Interaction and UX design",
          "Design audits and heuristics",
          "Information design and illustration",
          "Inclusive design",
        ],
      },
    ],
  },
  opportunities: {
    id: "current-opportunities",
    header: {
      title: "Current Opportunities",
      lead: `Roles we plan to fill. ${siteConfig.name} has no funding yet, so each role opens only once it is funded; until then you are welcome to write to us about it. Select Learn More to see the responsibilities of each role.`,
    },
    howToApply: `To apply, e-mail ${siteConfig.email} with the job title as the subject line. Include a few sentences about why the role interests you and a link to your CV, portfolio or past work.`,
    tagLabels: ["Location", "Commitment", "Area"],
    learnMoreLabel: "Learn More",
    plannedLabel: "Planned role: opens when funded",
    responsibilitiesTitle: "What you will do",
    howToApplyTitle: "How to apply",
    applyLabel: "Apply by e-mail",
  },
  volunteer: {
    id: "volunteer",
    header: {
      title: "Volunteer With Us",
      lead: "Not looking for a job? You can still make a difference in the time you have.",
    },
    openSource: {
      icon: "code",
      title: "Open-source contributors",
      body: "Our tools and website are open source. Fix a bug, improve accessibility, translate a page or suggest a new awareness tool. First-time contributors are welcome, and we are happy to help you get started.",
      linkLabel: `${siteConfig.name} on GitHub`,
    },
    educators: {
      icon: "graduation-cap",
      title: "Community educators",
      body: "Use our articles, tools and guide to run a session at a school, library or community center, and tell us what your audience asked. Their questions will help decide what we explain next.",
      linkLabel: "Become a community educator",
      subject: "Community educator",
    },
  },
  readyToJoin: {
    header: {
      title: "Ready to Join Us",
      lead: "Send us a short e-mail. Tell us who you are and what you would like to do; no formal cover letter needed.",
    },
    careers: {
      icon: "briefcase",
      title: "Careers",
      body: "Interested in one of the planned roles, or in a role we have not advertised yet? Tell us about your experience and what you would like to work on.",
      linkLabel: "E-mail us about careers",
      subject: "Careers",
    },
    volunteer: {
      icon: "hand-heart",
      title: "Volunteering",
      body: "Tell us which skills you would like to offer and roughly how much time you have. We will suggest a first task that fits.",
      linkLabel: "E-mail us about volunteering",
      subject: "Volunteering",
    },
  },
  lookFor: {
    header: {
      title: "What We Look For",
      lead: "Experience matters less to us than these three qualities.",
    },
    cards: [
      {
        icon: "compass",
        title: "Shared Values",
        body: "You believe technology should serve the people who use it, and you care about honesty, privacy and independence in how that case is made.",
      },
      {
        icon: "users",
        title: "Collaborative Spirit",
        body: "You share work early, welcome feedback, and explain your thinking to colleagues from other disciplines.",
      },
      {
        icon: "lightbulb",
        title: "Learning Mindset",
        body: "You are curious, you change your mind when the evidence changes, and you are comfortable saying that you do not know yet.",
      },
    ],
  },
};

export const joinPage: JoinPage = parseContent(joinPageSchema, data, "content/pages/join.ts");
