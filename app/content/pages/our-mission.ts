import { z } from "zod";

import {
  callToActionSchema,
  cardSchema,
  heroSchema,
  pageMetaSchema,
  parseContent,
  sectionHeaderSchema,
} from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";

/** /our-mission: mission, vision, goals and a closing call to action. */

const text = z.string().trim().min(1);

const ourMissionPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  mission: z.object({
    header: sectionHeaderSchema,
    paragraphs: z.array(text).min(2).max(3),
    /** Who the work is for, shown beside the mission text. */
    audiences: z.object({
      title: text,
      items: z
        .array(z.object({ title: text, detail: text }))
        .min(3)
        .max(6),
    }),
  }),
  vision: z.object({
    header: sectionHeaderSchema,
    paragraphs: z.array(text).length(2),
  }),
  goals: z.object({
    header: sectionHeaderSchema,
    cards: z.array(cardSchema).min(3).max(4),
  }),
  closing: callToActionSchema,
});

export type OurMissionPage = z.infer<typeof ourMissionPageSchema>;

const data: OurMissionPage = {
  meta: {
    title: "Our Mission",
    description: `${siteConfig.name}'s mission: understand how AI and digital design influence people, and help build technology that respects attention and choice.`,
  },
  hero: {
    eyebrow: "About Us",
    title: "Our Mission",
    lead: `We want people to understand how the technology in their pockets is designed to influence them, and we want that technology to earn their trust. ${siteConfig.name} exists to connect careful research with the people who can act on it.`,
  },
  mission: {
    header: {
      eyebrow: "Mission",
      title: "What we do, and for whom",
    },
    paragraphs: [
      `${siteConfig.name} researches the ways AI and digital platforms shape behavior. We look at dark patterns, such as a cancel button hidden three screens deep; at variable rewards, the unpredictable payoffs of pull-to-refresh and endless feeds; at social validation, the likes and view counts that make approval visible; and at AI systems, from recommendation engines to chatbots, that learn what keeps each person engaged.`,
      `We write for everyone affected by these designs, which is almost everyone. For parents and teachers, we explain the techniques in plain language, so they can talk with young people about their apps. For designers and developers, we offer a checklist for responsible products and a humane alternative to each pattern we describe. For researchers and policymakers, we cite our sources and say where the evidence is strong and where it is still thin, and we plan short policy briefings, for which we are looking for partners.`,
      `The change we seek is practical. We want people to notice when a product is steering them and to know what they can do about it. We also want humane design, meaning design that respects people's time, attention and autonomy, to become the normal way products are built rather than the exception.`,
    ],
    audiences: {
      title: "Who we write for",
      items: [
        {
          title: "Everyone who uses apps",
          detail: "Plain explanations and simple steps to take back control",
        },
        {
          title: "Parents and educators",
          detail: "Plain explanations and a glossary for talking with young people about their apps",
        },
        {
          title: "Designers and developers",
          detail: "A checklist and humane alternatives to manipulative patterns",
        },
        {
          title: "Researchers and policymakers",
          detail: "Sourced articles on what the evidence shows, and its limits; policy briefings planned",
        },
      ],
    },
  },
  vision: {
    header: {
      eyebrow: "Vision",
      title: "Can AI be good for people?",
    },
    paragraphs: [
      `We think the answer can be yes, but not by default. AI systems learn from the goals they are given. A system rewarded for minutes watched will find ways to keep people watching, whether or not that is good for them. A system rewarded for helping people reach their own goals can become a genuine aid to learning, health and connection.`,
      `Our vision is a world where people can tell the difference between those two kinds of systems, and where the second kind wins. That requires public understanding, honest design practice and sensible rules, and we want to contribute evidence to all three.`,
    ],
  },
  goals: {
    header: {
      eyebrow: "Goals",
      title: "What we are working toward",
      lead: "Four goals guide what we research, build and publish.",
    },
    cards: [
      {
        icon: "eye",
        title: "Everyday awareness",
        body: "Help people recognize common influence techniques in the apps they use, and give them simple steps to take back control of their attention.",
      },
      {
        icon: "book-open",
        title: "Education that travels",
        body: "Provide free, plain-language materials that teachers, parents and community groups can use without specialist training.",
      },
      {
        icon: "palette",
        title: "Humane design practice",
        body: "Give designers and developers concrete alternatives to manipulative patterns, so the ethical choice is also the practical one.",
      },
      {
        icon: "scale",
        title: "Evidence for policy",
        body: "Offer policymakers clear summaries of what research shows about digital influence, including its limits and open questions.",
      },
    ],
  },
  closing: {
    title: "See how we put this into practice",
    body: "Our approach explains the principles, methods and ethical commitments behind our work. If you have a question or want to help, we would like to hear from you.",
    primary: { label: "Our Approach", href: "/our-approach" },
    secondary: { label: "Contact Us", href: "/contact" },
  },
};

export const ourMissionPage: OurMissionPage = parseContent(
  ourMissionPageSchema,
  data,
  "content/pages/our-mission.ts",
);
