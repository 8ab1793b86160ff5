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
import { siteConfig } from "#app/site.config.ts";

const where = "content/pages/understanding.ts";

const text = z.string().trim().min(1);
/** A numbered stage of a diagram: `short` is drawn in the SVG, the title and body are the HTML beside it. */
const diagramStageSchema = z.object({ short: z.string().trim().min(1).max(12), title: text, body: text });

const understandingPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  opportunities: z.object({ header: sectionHeaderSchema, cards: z.array(cardSchema).min(4).max(6) }),
  /** The engagement feedback loop diagram: four stages, and two points (A, B) where design can break it. */
  loop: z.object({
    header: sectionHeaderSchema,
    /** The SVG's accessible name. */
    label: text,
    stagesTitle: text,
    stages: z.array(diagramStageSchema).length(4),
    breaksTitle: text,
    breaks: z.array(z.object({ title: text, body: text })).length(2),
  }),
  techniques: z.object({ header: sectionHeaderSchema, cards: z.array(cardSchema).length(3) }),
  humaneDesign: cardSchema.extend({ items: z.array(z.string().trim().min(1)).min(3) }),
  principles: z.object({ header: sectionHeaderSchema, cards: z.array(cardSchema).length(4) }),
  next: z.object({ title: z.string().trim().min(1), body: z.string().trim().min(1), link: linkSchema }),
});

export type UnderstandingPage = z.infer<typeof understandingPageSchema>;

export const understandingPage: UnderstandingPage = parseContent(
  understandingPageSchema,
  {
    meta: {
      title: "How AI Shapes Human Potential",
      description:
        "How recommendation systems, interface design and chatbots work together to hold attention, what AI can do for people, and the principles of humane design.",
    },
    hero: {
      eyebrow: "Understanding AI influence",
      title: "How AI shapes human potential",
      lead: "AI can help us learn, heal and connect, and it can also be used to hold our attention and steer our choices. This page explains the machinery behind both: how recommendation systems, interface design and chatbots work together, and what humane design changes.",
    },
    opportunities: {
      header: {
        eyebrow: "The opportunity",
        title: "What AI can do for people",
        lead: "Used with care, AI can take on tedious work, open doors and give people more time and better information. These are the kinds of benefits worth designing for.",
      },
      cards: [
        {
          icon: "graduation-cap",
          title: "Learning at your own pace",
          body: "AI tutors can explain a topic in different ways, give practice questions and adjust to what a learner already knows, like a patient study partner available at any hour.",
        },
        {
          icon: "hand-heart",
          title: "Accessibility",
          body: "Live captions, image descriptions, text-to-speech and real-time translation help people with disabilities, and people working in a second language, take part more fully.",
        },
        {
          icon: "heart",
          title: "Health and wellbeing",
          body: "AI can help clinicians spot patterns in scans and records and help people keep track of medication or sleep, as long as it supports human judgment rather than replacing it.",
        },
        {
          icon: "timer",
          title: "Time back",
          body: "Sorting email, summarizing long documents or drafting routine forms can free hours for work and relationships that matter more, if the tool saves time instead of creating new ways to spend it.",
        },
        {
          icon: "lightbulb",
          title: "Better decisions",
          body: "Well-designed tools can compare options fairly, explain trade-offs and surface information people would otherwise miss, from energy tariffs to public services.",
        },
        {
          icon: "shield",
          title: "Safer online spaces",
          body: "AI can help moderators find spam, scams and abuse faster, so people spend less time wading through harmful content, provided humans review hard cases and people can appeal decisions.",
        },
      ],
    },
    loop: {
      header: {
        eyebrow: "How it works",
        title: "The engagement feedback loop",
        lead: "Recommendation systems and interface design work together in a loop. Each turn teaches the system a little more about what keeps you on the screen, and each turn makes the next one easier to start.",
      },
      label:
        "The engagement feedback loop: four numbered stages on a circle, each leading to the next, with two points, A and B, where humane design can break the loop.",
      stagesTitle: "The four stages",
      stages: [
        {
          short: "You act",
          title: "What you do",
          body: "You tap, watch, like, pause on a post, scroll past it or close the app.",
        },
        {
          short: "Signals",
          title: "Signals are recorded",
          body: "Each action is stored as a signal: what you looked at, for how long, and what you skipped.",
        },
        {
          short: "Prediction",
          title: "The model predicts what holds attention",
          body: "A recommendation model, such as a contextual bandit, uses the signals to predict which post, video or notification is most likely to keep you watching or clicking.",
        },
        {
          short: "More of it",
          title: "The feed shows more of it",
          body: "The feed is ranked by that prediction, and the design around it, such as autoplay, endless scrolling and alerts, makes carrying on the easiest option. What you do next becomes new signals.",
        },
      ],
      breaksTitle: "Where humane design can break the loop",
      breaks: [
        {
          title: "Change what the model is asked to predict",
          body: "Train the system toward what people say they value, such as finding what they came for, instead of time spent alone.",
        },
        {
          title: "Hand the next move back to the person",
          body: "Stopping points, an explanation of why something is shown and a feed that is not based on profiling make carrying on a choice rather than the default.",
        },
      ],
    },
    techniques: {
      header: {
        eyebrow: "The risk",
        title: "Three ways AI and design can steer people",
        lead: "Not every influence is harmful, but some techniques are built to serve a company's goals at the user's expense. These three come up again and again in our research.",
      },
      cards: [
        {
          icon: "alert-triangle",
          title: "Dark Patterns",
          body: "Dark patterns are design choices that push, pressure or trick people into doing things they did not intend, such as buying extras, sharing data or staying subscribed. A 2019 crawl of around 11,000 shopping websites found them on more than one in ten sites.",
          items: [
            'A bright "Accept all" button next to a faint "Manage settings" link',
            "Boxes that are already ticked for newsletters or add-ons",
            "Canceling takes far more steps than signing up",
          ],
          link: { label: "Dark Patterns in the glossary", href: "/glossary#dark-patterns" },
        },
        {
          icon: "shuffle",
          title: "Contextual Bandits",
          body: 'Contextual bandits are algorithms that learn by trial and error which option to show each person in each situation. They try something, watch how you respond, and show more of what worked. "Worked" means whatever the system is told to count, often clicks or watch time rather than your wellbeing.',
          items: [
            "Choosing which headline or thumbnail you see",
            "Deciding when to send a notification",
            "Picking which offer appears at checkout",
          ],
          link: { label: "Contextual Bandits in the glossary", href: "/glossary#contextual-bandits" },
        },
        {
          icon: "message-circle",
          title: "AI Chatbots",
          body: "Chatbots talk to us in a warm, human way, which makes them helpful and also persuasive. Research has found that AI assistants can be sycophantic, telling people what they want to hear, and that some companion apps use emotional appeals to keep users from leaving a conversation.",
          items: [
            "Agreeing with you even when you are wrong",
            "Flattery that makes advice feel more trustworthy than it is",
            "Guilt or curiosity used to stop you saying goodbye",
          ],
          link: { label: "The AI patterns in our library", href: "/patterns#ai" },
        },
      ],
    },
    humaneDesign: {
      icon: "shield",
      title: "What humane design looks like",
      body: `Humane design starts from a different question: not "How do we keep people here longer?" but "How do we help people do what they came to do, and leave better off?" At ${siteConfig.name}, we look for products that show these qualities.`,
      items: [
        'Honest information and real choices, with "no" as easy to pick as "yes"',
        "Recommendation systems trained toward what people value on reflection, not only toward what holds their attention",
        "AI that is open about being AI and gives balanced answers, not flattery",
        "Success measured by what people gain, not only by time spent",
      ],
    },
    principles: {
      header: {
        eyebrow: "Key principles",
        title: "Four ideas that explain much of what you see online",
        lead: "These principles come from economics, psychology and design research. Once you know them, you will start to notice them in the apps you use every day.",
      },
      cards: [
        {
          icon: "target",
          title: "Attention Economy",
          body: "When a service is free, your time and attention are often what it sells to advertisers. That gives many products a reason to capture as much attention as they can, which shapes everything from feed design to notifications.",
          link: { label: "Attention Economy in the glossary", href: "/glossary#attention-economy" },
        },
        {
          icon: "sparkles",
          title: "Variable Rewards",
          body: "Rewards that arrive unpredictably are hard to walk away from: animal studies from the 1950s found that they kept behavior going steadily. A ranked feed produces that unpredictability by itself, because you cannot know what the next refresh will bring, which is part of why the loop above is hard to leave.",
          link: { label: "Variable Rewards in the glossary", href: "/glossary#variable-rewards" },
        },
        {
          icon: "users",
          title: "Social Validation",
          body: "We look to other people's reactions to judge what is worth doing, and we like to be approved of. Likes, follower counts and reviews tap into this. In one brain-imaging study, teenagers were more likely to like photos that already showed many likes.",
          link: { label: "Social Validation in the glossary", href: "/glossary#social-validation" },
        },
        {
          icon: "mouse-pointer",
          title: "Friction and Flow",
          body: "Friction is anything that slows an action down; flow is the feeling of smooth, effortless use. Products often remove friction from the actions they want, such as buying or scrolling, and add it to the ones they don't, such as canceling. Good design uses friction honestly, to help people pause before choices they might regret.",
          link: { label: "Friction in the glossary", href: "/glossary#friction" },
        },
      ],
    },
    next: {
      title: "Put this into practice",
      body: "Knowing the techniques is the first step. Our awareness tools turn it into simple habits you can start today.",
      link: { label: "Explore the tools", href: "/tools" },
    },
  },
  where,
);

/**
 * The sources behind the page's claims, for its "Sources" list. Apart from the page's copy: the route
 * passes them as build-time data, so the list need not travel in the page's scripts as well.
 */
export const understandingSources = pickReferences(
  references,
  ["mathur-2019", "li-2010", "sharma-2023", "de-freitas-2025", "ferster-1957", "sherman-2016", "thaler-2008"],
  where,
);
