import { z } from "zod";

import { references } from "#app/content/references.ts";
import { pickReferences } from "#app/lib/references.ts";
import {
  cardSchema,
  heroSchema,
  linkSchema,
  pageMetaSchema,
  parseContent,
  sectionHeaderSchema,
} from "#app/content/schemas.ts";

const where = "content/pages/what-is-digital-influence.ts";

const text = z.string().trim().min(1);

const whatIsDigitalInfluencePageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  techniques: z.object({ header: sectionHeaderSchema, cards: z.array(cardSchema).min(4).max(6) }),
  /** The reward schedule diagram: a fixed and a variable schedule, each a timeline of checks. */
  schedule: z.object({
    header: sectionHeaderSchema,
    /** The SVG's accessible name. */
    label: text,
    /** Drawn under the timelines. */
    timeLabel: z.string().trim().min(1).max(40),
    rows: z.array(z.object({ short: z.string().trim().min(1).max(24), title: text, body: text })).length(2),
    legend: z.object({ check: text, reward: text }),
    /** Where the research comes from (animal studies, docs/content-style.md). */
    note: text,
  }),
  humaneDesign: cardSchema.extend({ items: z.array(z.string().trim().min(1)).min(3) }),
  next: z.object({ title: z.string().trim().min(1), body: z.string().trim().min(1), link: linkSchema }),
});

export type WhatIsDigitalInfluencePage = z.infer<typeof whatIsDigitalInfluencePageSchema>;

export const whatIsDigitalInfluencePage: WhatIsDigitalInfluencePage = parseContent(
  whatIsDigitalInfluencePageSchema,
  {
    meta: {
      title: "What Is Digital Influence?",
      description:
        "A field guide to six design techniques you meet every day, from infinite scroll to default settings, and what design that respects people looks like.",
    },
    hero: {
      eyebrow: "Insights",
      title: "What is digital influence?",
      lead: "Digital influence is the way the design of apps, websites and AI systems shapes what we look at, how long we stay and what we choose. Some of it helps us, some of it mainly helps the company, and most of it goes unnoticed. This field guide names six techniques you meet every day and links each one to a closer look.",
    },
    techniques: {
      header: {
        eyebrow: "Common techniques",
        title: "Six techniques you meet every day",
        lead: "None of these is harmful in every case. Each one becomes a problem when it is used to keep people engaged or spending in ways they would not choose if they stopped to think.",
      },
      cards: [
        {
          icon: "layers",
          title: "Infinite scroll",
          body: "New posts load automatically as you reach the bottom, so the feed never ends. Without a last page, there is no natural moment to stop, and a quick look can quietly turn into half an hour.",
          items: ["Social media feeds", "Short-video apps", "Image and shopping galleries"],
          link: { label: "Infinite scroll in the pattern library", href: "/patterns/infinite-scroll" },
        },
        {
          icon: "sparkles",
          title: "Variable rewards",
          body: "When rewards arrive unpredictably, we keep checking in case the next one is good. Pull-to-refresh, new-message counters and loot boxes in games all work this way. A sign to look for: you open the app without a reason, just to see if something is there.",
          items: ["Pull to refresh", "Notification badges", "Random prizes in games and shopping apps"],
          link: { label: "Variable rewards in the pattern library", href: "/patterns/variable-rewards" },
        },
        {
          icon: "users",
          title: "Social validation",
          body: 'Likes, view counts, streaks and "people you may know" tap into our wish to be seen and approved of. They make it tempting to post, check back and compare. A sign to look for: a count or a streak that gives you a reason to open the app that has nothing to do with what you wanted to do there.',
          items: [
            "Like and follower counts",
            '"Seen" receipts and typing indicators',
            "Streaks you lose if you miss a day",
          ],
          link: { label: "Social validation in the pattern library", href: "/patterns/social-validation" },
        },
        {
          icon: "shuffle",
          title: "Personalized recommendations",
          body: 'What you see next is chosen for you from what you clicked, watched and skipped. It can surface genuinely useful things, but a feed tuned for engagement alone serves whatever holds attention rather than what you would pick on reflection. A sign of respect: a "Not interested" option and a feed you can switch to that is not personalized.',
          items: [
            '"Recommended for you" feeds',
            "Autoplay of the next video",
            "Suggested products and news stories",
          ],
          link: { label: "Autoplay in the pattern library", href: "/patterns/autoplay" },
        },
        {
          icon: "timer",
          title: "Urgency and scarcity cues",
          body: 'Countdown timers, "only 2 left" badges and "12 people are looking at this" messages make you feel you must act now. A large study of shopping websites found some timers that simply reset when they ran out, so the deadline was not real.',
          items: [
            "Countdown timers on deals",
            "Low-stock warnings",
            "Messages about how many others are viewing or buying",
          ],
          link: { label: "Fake urgency in the pattern library", href: "/patterns/fake-urgency" },
        },
        {
          icon: "sliders",
          title: "Default settings",
          body: "Defaults tend to stick: people often keep whatever option is already selected. Defaults can protect us, such as privacy settings that start switched on, or work against us, such as pre-ticked boxes for marketing e-mails or data sharing. Choosing a default is always a design decision.",
          items: [
            "Pre-ticked consent boxes",
            "Autoplay and notifications switched on",
            "Automatic renewal of subscriptions",
          ],
          link: { label: "Preselection in the pattern library", href: "/patterns/preselection" },
        },
      ],
    },
    schedule: {
      header: {
        eyebrow: "A closer look",
        title: "How a variable reward schedule works",
        lead: "Why is a feed harder to put down than a letterbox? Part of the answer is the timing of the rewards, not only the rewards themselves.",
      },
      label:
        "Two timelines of twelve checks each. On the fixed schedule, every third check brings a reward. On the variable schedule, the same number of rewards arrive at unpredictable checks.",
      timeLabel: "Checks over time",
      rows: [
        {
          short: "Fixed schedule",
          title: "Fixed schedule",
          body: "Every third check brings a reward. Because it is predictable, you soon learn when looking is worth it, and stopping in between costs nothing.",
        },
        {
          short: "Variable schedule",
          title: "Variable schedule",
          body: "The same number of rewards arrive after an unpredictable number of checks, like new likes or messages. Any check might be the one that pays off, so there is never an obvious moment to stop.",
        },
      ],
      legend: {
        check: "Small hollow dot: a check that brings nothing new.",
        reward: "Large filled dot: a check that brings a reward.",
      },
      note: "This comes from animal studies: in the 1950s, Ferster and Skinner found that rewards given on variable schedules kept behavior going at a steady rate. How strongly it carries over to people using apps is less certain; what pull-to-refresh and notification badges share with those experiments is the unpredictable timing.",
    },
    humaneDesign: {
      icon: "shield",
      title: "Influence that respects people",
      body: "Influence itself is unavoidable: every screen has to put something first. The difference lies in whose goals it serves and whether people can see and change it. A nudge toward a healthy default can help; a hidden trick that works against someone's interests is manipulation. Humane design keeps influence open and on the user's side.",
      items: [
        'Clear stopping points, such as "You\'re all caught up"',
        "Honest urgency: only real deadlines and real stock levels",
        "Defaults that protect people, which they can easily change",
        "Recommendations that explain themselves and can be switched to a simple, non-personalized feed",
      ],
    },
    next: {
      title: "Take back some control",
      body: "Now that you can name these techniques, try the awareness tools: short, practical steps that work on any phone or browser.",
      link: { label: "Explore the tools", href: "/tools" },
    },
  },
  where,
);

/**
 * The sources behind the page's claims, for its "Sources" list. Apart from the page's copy: the route
 * passes them as build-time data, so the list need not travel in the page's scripts as well.
 */
export const whatIsDigitalInfluenceSources = pickReferences(
  references,
  ["mathur-2019", "gray-2018", "ferster-1957", "thaler-2008", "johnson-2003", "susser-2019"],
  where,
);
