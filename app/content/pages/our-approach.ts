import { z } from "zod";

import {
  cardSchema,
  heroSchema,
  linkSchema,
  pageMetaSchema,
  parseContent,
  sectionHeaderSchema,
  stepSchema,
} from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";

/** /our-approach: principles, methodology, ethical framework and a link to /dashboard. */

const text = z.string().trim().min(1);

const ourApproachPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  principles: z.object({
    header: sectionHeaderSchema,
    cards: z.array(cardSchema).length(4),
  }),
  methodology: z.object({
    header: sectionHeaderSchema,
    steps: z.array(stepSchema).length(4),
  }),
  ethics: z.object({
    header: sectionHeaderSchema,
    cards: z.array(cardSchema).min(4).max(6),
    /** Where the commitments are kept in public: funding, editorial policy, corrections. */
    transparencyLink: linkSchema.extend({ href: z.literal("/transparency") }),
  }),
  dashboard: z.object({
    title: text,
    body: text,
    link: linkSchema.extend({ href: z.literal("/dashboard") }),
  }),
});

export type OurApproachPage = z.infer<typeof ourApproachPageSchema>;

const data: OurApproachPage = {
  meta: {
    title: "Our Approach",
    description: `The principles, research methods and ethical framework behind ${siteConfig.name}'s work on AI, digital influence and humane design.`,
  },
  hero: {
    eyebrow: "About Us",
    title: "Our Approach",
    lead: `Studying manipulation means holding ourselves to a high standard. This page explains how ${siteConfig.name} chooses its questions and gathers evidence, and how it will protect the people who take part in its research. So far our work reviews published research; the audits and user studies described here are planned and have not started.`,
  },
  principles: {
    header: {
      eyebrow: "Principles",
      title: "What guides our work",
      lead: "Four principles shape every article and tool we publish, and every study we plan.",
    },
    cards: [
      {
        icon: "users",
        title: "People first",
        body: "We start from the experience of the person using a product: what they wanted to do, what the design nudged them toward, and how they felt afterward.",
      },
      {
        icon: "search",
        title: "Evidence over alarm",
        body: "We separate what research has shown from what is plausible or merely feared. When evidence is thin or mixed, we say so instead of filling the gap with a striking claim.",
      },
      {
        icon: "layers",
        title: "Open by default",
        body: "Methods, sources and tools are published so that anyone can check them, reuse them or show us where we went wrong.",
      },
      {
        icon: "lightbulb",
        title: "Solutions, not only problems",
        body: "For every manipulative pattern we describe, we look for a humane alternative that a real product team could adopt.",
      },
    ],
  },
  methodology: {
    header: {
      eyebrow: "Methodology",
      title: "How we research",
      lead: "Each project we plan follows the same four steps. Our articles and guides so far come from the first and the last: reviewing what is known and sharing it.",
    },
    steps: [
      {
        title: "Review what is already known",
        body: "We read the published research, regulatory guidance and consumer reports on a topic, and record where the sources agree, where they differ and what they do not cover.",
      },
      {
        title: "Examine real designs",
        body: "We will walk through real products step by step, such as signing up, turning off notifications or canceling, and document each design choice against published categories of dark patterns.",
      },
      {
        title: "Listen to people",
        body: "Where a question needs it, we will run small studies such as interviews or diary studies, always with informed consent, and ask people how a design affected their time, choices and mood.",
      },
      {
        title: "Share and revise",
        body: "We publish findings in plain language with their sources, turn them into tools and guidance, and update them when new evidence or reader feedback shows we should.",
      },
    ],
  },
  ethics: {
    transparencyLink: {
      label: "See our funding record, editorial policy and corrections log",
      href: "/transparency",
    },
    header: {
      eyebrow: "Ethical Framework",
      title: "The commitments we hold ourselves to",
      lead: "An organization that criticizes manipulation must not practice it. These commitments apply to our research, our website and any partnership we enter.",
    },
    cards: [
      {
        icon: "hand-heart",
        title: "Informed consent",
        body: "Everyone who takes part in our research will be told, in plain words, what we will ask, what we will record and how it will be used. They will be able to stop at any time without giving a reason.",
      },
      {
        icon: "lock",
        title: "Privacy by design",
        body: "In our studies we will collect only the data a question truly needs, remove names and identifying details as early as possible, and delete raw data when a study ends. This website has no accounts and no tracking.",
      },
      {
        icon: "scale",
        title: "Independence",
        body: "We accept no funding or arrangement that gives anyone a say over what we study or conclude, and we disclose every collaboration publicly.",
      },
      {
        icon: "file-text",
        title: "Transparent methods",
        body: "We will publish how each study was done, including its limits, and we correct errors openly with a note explaining what changed.",
      },
      {
        icon: "shield",
        title: "Avoid harm",
        body: "We never deceive participants to test a dark pattern on them, and we take extra care with young people and anyone in a vulnerable situation.",
      },
      {
        icon: "eye",
        title: "Practice what we study",
        body: "Our own pages use no pop-ups, autoplay, countdowns or streaks. Buttons say what they do, and leaving is always as easy as staying.",
      },
    ],
  },
  dashboard: {
    title: "An external dashboard",
    body: "We link to an external interactive dashboard on another website. Its provider is not named yet, and we do not control its content or features. Our dashboard page explains what that means and what to know before you open it.",
    link: { label: "About the dashboard", href: "/dashboard" },
  },
};

export const ourApproachPage: OurApproachPage = parseContent(
  ourApproachPageSchema,
  data,
  "content/pages/our-approach.ts",
);
