import { z } from "zod";

import {
  callToActionSchema,
  cardSchema,
  heroSchema,
  linkSchema,
  leadLinkSchema,
  pageMetaSchema,
  parseContent,
  sectionHeaderSchema,
  stepSchema,
} from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";
import { quizQuestionIds } from "#app/content/spot-the-pattern-ids.ts";
import { numberWord } from "#app/lib/number-words.ts";
import { teachLessons } from "#app/lib/teach-parts.ts";

const text = z.string().trim().min(1);

const homePageSchema = z.object({
  meta: pageMetaSchema,
  /** The pointer to the teaching pack (/teach). */
  teach: leadLinkSchema,
  hero: heroSchema.extend({ cta: linkSchema }),
  explainer: z.object({ header: sectionHeaderSchema, steps: z.array(stepSchema).length(3) }),
  /** Under the explainer's steps: the enforcement record of real actions against these designs. */
  record: z.object({ lead: text, link: linkSchema.extend({ href: z.literal("/enforcement") }) }),
  toolkit: z.object({
    header: sectionHeaderSchema,
    cards: z.array(cardSchema.extend({ link: linkSchema })).length(4),
  }),
  /**
   * The hero's right half: one pattern from the library, its two screens side by side, the concrete
   * example of influence beside its humane alternative.
   */
  example: z.object({
    label: text,
    /** The pattern whose two screens are shown; its page is linked. */
    slug: z.string().regex(/^[a-z0-9-]+$/),
    harmfulCaption: text,
    humaneCaption: text,
    linkLabel: text,
  }),
  /** What the site offers, straight under the hero: the library, the self-check, the guide. */
  offer: z.object({
    title: text,
    library: z.object({
      link: linkSchema.extend({ href: z.literal("/patterns") }),
      body: text,
      /** The AI family, the organisation's own subject, one tap from the home page. */
      ai: linkSchema.extend({ href: z.literal("/patterns#ai") }),
    }),
    selfCheck: z.object({
      link: linkSchema.extend({ href: z.literal("/spot-the-pattern") }),
      body: text,
      /**
       * The checker (/check), from naming the patterns on our screens to finding them on the visitor's own:
       * a link at the end of the body, so that the latest articles stay in a phone's first two screens.
       */
      check: linkSchema.extend({ href: z.literal("/check") }),
    }),
    /** The PDF's address and size come from site.config.ts and the tools page, so they cannot drift. */
    guide: z.object({
      link: linkSchema.extend({ href: z.literal("/tools") }),
      body: text,
      downloadLabel: text,
    }),
  }),
  /** The newest posts, read from the articles' frontmatter at build time (routes/home.tsx). */
  latest: z.object({
    title: text,
    count: z.number().int().min(2).max(3),
    allLink: linkSchema.extend({ href: z.literal("/blog") }),
  }),
  closing: callToActionSchema,
});

export type HomePage = z.infer<typeof homePageSchema>;

export const homePage: HomePage = parseContent(
  homePageSchema,
  {
    teach: {
      lead: `Teaching a class, or talking with your children about apps? Our teaching pack has ${numberWord(teachLessons.length)} ready-made lessons, a printable self-check and a worksheet.`,
      label: "Teaching Pack",
      href: "/teach",
    },
    meta: {
      title: "Can AI Be Good for People?",
      description: `${siteConfig.name} explains how AI and digital platforms shape attention, choices and wellbeing, and what technology designed for people looks like.`,
    },
    hero: {
      eyebrow: "Research on AI and everyday life",
      title: "Can AI be good for people?",
      lead: `Feeds, apps and chatbots shape what we see, click and believe. ${siteConfig.name} explains how that influence works, in plain language, and what technology built for people can look like.`,
      cta: { label: "Start exploring", href: "/what-is-digital-influence" },
    },
    explainer: {
      header: {
        eyebrow: "Why we exist",
        title: "From hidden influence to humane design",
        lead: "Digital products are not neutral. Every feed, default and chatbot reply is the result of design choices, and those choices can work for people or against them.",
      },
      steps: [
        {
          title: "AI influences daily life",
          body: "Algorithms decide which posts, videos, products and news stories reach you first. Many learn from what you do, such as what you like, share or watch to the end, and many of them are tuned to keep you engaged for as long as possible, whether or not that time is good for you.",
        },
        {
          title: "Design can work for good",
          body: "The same tools can help people learn, stay healthy and connect. Design that respects attention gives clear choices, honest information and natural places to stop, and it measures success by whether people are better off.",
        },
        {
          title: `${siteConfig.name}'s answer`,
          body: `${siteConfig.name} turns research into practical help. We explain the techniques in plain language, offer free tools and a strategic guide for everyday use, and are looking for designers, educators and policymakers to work with on technology that serves the people who use it.`,
        },
      ],
    },
    record: {
      lead: "Regulators and courts have acted against many of these designs.",
      link: { label: "See the enforcement record", href: "/enforcement" },
    },
    toolkit: {
      header: {
        eyebrow: "Your toolkit",
        title: "Start where it helps you most",
        lead: "Whether you want to understand your own habits, teach a class or build a better product, these pages are a good place to begin.",
      },
      cards: [
        {
          icon: "brain",
          title: "Understand the influence",
          body: "How AI shapes attention and choices, from dark patterns to chatbots, and the opportunities it opens when it is designed well.",
          link: { label: "Understanding AI influence", href: "/understanding" },
        },
        {
          icon: "sliders",
          title: "Use practical tools",
          body: "Six awareness tools with steps you can take today on an ordinary phone or browser, plus a free guide to download.",
          link: { label: "Guides and tools", href: "/tools" },
        },
        {
          icon: "layers",
          title: "Explore real-world examples",
          body: "Four cases, from short-video feeds to AI companions, showing common techniques and the humane alternative for each.",
          link: { label: "Real-world examples", href: "/cases" },
        },
        {
          icon: "compass",
          title: "See how we work",
          body: "The principles, methods and ethical framework behind our research, and how we stay independent and transparent.",
          link: { label: "Our approach", href: "/our-approach" },
        },
      ],
    },
    example: {
      label: "An example from the pattern library",
      slug: "confirmshaming",
      harmfulCaption: "Confirmshaming: saying no mocks you.",
      humaneCaption: "Done honestly: two equal choices.",
      linkLabel: "How confirmshaming works",
    },
    offer: {
      title: "What you will find here",
      library: {
        link: { label: "The pattern library", href: "/patterns" },
        body: "Manipulative designs, each drawn beside the same screen done honestly.",
        ai: { label: "The AI patterns: how chat assistants steer", href: "/patterns#ai" },
      },
      selfCheck: {
        link: { label: "Spot the pattern", href: "/spot-the-pattern" },
        body: `A self-check: ${numberWord(quizQuestionIds.length)} everyday screens, you name the trick.`,
        check: { label: "Or check a screen of your own.", href: "/check" },
      },
      guide: {
        link: { label: "Guides and tools", href: "/tools" },
        body: "Six awareness tools and a guide to print.",
        downloadLabel: "Download the guide",
      },
    },
    latest: {
      // Not "latest": the spec dates every article 12 April 2025, so the list is a selection, not news.
      title: "From the blog",
      count: 3,
      allLink: { label: "All articles", href: "/blog" },
    },
    closing: {
      title: "Help build technology that respects people",
      body: "We believe AI can be good for people when it is designed with care, tested honestly and held to account. Read why we do this work, or get in touch to share an idea, a question or a collaboration.",
      primary: { label: "Read our mission", href: "/our-mission" },
      secondary: { label: "Get in touch", href: "/contact" },
    },
  },
  "content/pages/home.ts",
);
