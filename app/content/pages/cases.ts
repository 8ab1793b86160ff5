import { z } from "zod";

import {
  cardSchema,
  heroSchema,
  linkSchema,
  pageMetaSchema,
  parseContent,
  sectionHeaderSchema,
} from "#app/content/schemas.ts";

/** Page copy for /cases. The four case cards live in content/cases.ts. */

const text = z.string().trim().min(1);

const casesPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  casesHeader: sectionHeaderSchema,
  lessons: z.object({ header: sectionHeaderSchema, cards: z.array(cardSchema).min(3).max(4) }),
  links: z.object({
    dashboard: linkSchema.extend({ href: z.literal("/dashboard") }),
    tools: linkSchema.extend({ href: z.literal("/tools") }),
  }),
  /** Shown beside the cards: what the "Hypothetical" mark on an impact figure means. */
  illustrativeNote: z.string().trim().min(1),
  /** After the note: the real, sourced actions are in the enforcement record. */
  enforcement: z.object({
    lead: text,
    link: linkSchema.extend({ href: z.literal("/enforcement") }),
  }),
  /** Labels inside each case card. */
  cardLabels: z.object({
    techniques: text,
    impact: text,
    illustrative: text,
    source: text,
    /** Under each card: actions in the enforcement record against the card's techniques. */
    realActions: text,
    noRealActions: text,
    humaneAlternative: text,
    background: text,
  }),
  /** The closing band around the links to /dashboard and /tools. */
  next: z.object({ title: text, body: text }),
});

export type CasesPage = z.infer<typeof casesPageSchema>;

export const casesPage: CasesPage = parseContent(
  casesPageSchema,
  {
    meta: {
      title: "Real-World Examples",
      description:
        "Four case examples, from short-video feeds and streaming to AI companions and online shopping, showing common influence techniques and humane alternatives.",
    },
    hero: {
      eyebrow: "Insights",
      title: "Real-world examples",
      lead: "Influence techniques are easiest to understand in the products we use every day. These four cases show how common designs keep people watching, chatting and buying, and what a more humane version could look like.",
    },
    casesHeader: {
      eyebrow: "Case examples",
      title: "Four kinds of platform, four patterns of influence",
      lead: "Each card names the techniques involved, describes how they work together and suggests a humane alternative. The cases describe common designs across each kind of service rather than accusing any single company.",
    },
    lessons: {
      header: {
        eyebrow: "Lessons",
        title: "What the cases have in common",
        lead: "The platforms are different, but the same few lessons apply to all of them, and to many products not shown here.",
      },
      cards: [
        {
          icon: "layers",
          title: "Techniques work in combination",
          body: "No single feature explains how long we stay. Autoplay, endless feeds, unpredictable rewards and personalized recommendations reinforce each other, so changing one setting helps, but changing the whole design helps more.",
        },
        {
          icon: "target",
          title: "The metric shapes the product",
          body: "When success is measured by minutes watched or items sold, design drifts toward whatever raises that number. Products measured by whether people got what they came for tend to look and feel very different.",
        },
        {
          icon: "sliders",
          title: "Defaults decide more than we think",
          body: "Defaults tend to stick: people often keep the settings they are given. Whether the next episode plays by itself, whether a notification is on and whether a box is ticked are choices made by designers long before a user arrives.",
        },
        {
          icon: "shield",
          title: "Humane alternatives already exist",
          body: "Every case has a practical alternative, often a small change: a stopping point, an honest deadline, an easy way to leave. What is missing is usually the incentive to choose it, which is why users, designers and regulators all have a part to play.",
        },
      ],
    },
    links: {
      dashboard: { label: "Explore the dashboard", href: "/dashboard" },
      tools: { label: "Try the awareness tools", href: "/tools" },
    },
    illustrativeNote:
      'Figures marked "Hypothetical" describe an invented scenario to show how a technique can affect behavior. They are examples, not measurements of a particular platform or results from a published study.',
    enforcement: {
      lead: "The cases describe common designs, not one company. For real actions against these techniques, with the authority, the company and the outcome, see the",
      link: { label: "Enforcement record", href: "/enforcement" },
    },
    cardLabels: {
      techniques: "Techniques",
      impact: "Example",
      illustrative: "Hypothetical",
      source: "Source",
      realActions: "Real actions against these techniques",
      noRealActions: "No action in our enforcement record concerns these techniques yet.",
      humaneAlternative: "Humane alternative",
      background: "Background reading",
    },
    next: {
      title: "Look further, then take action",
      body: "The dashboard page explains the external interactive dashboard this site links to, whose provider is not named yet. The tools page turns the lessons from these cases into steps you can take on your own phone and browser today.",
    },
  },
  "content/pages/cases.ts",
);
