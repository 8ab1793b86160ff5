import { z } from "zod";

import { references } from "#app/content/references.ts";
import { pickReferences } from "#app/lib/references.ts";
import {
  cardSchema,
  heroSchema,
  pageMetaSchema,
  parseContent,
  sectionHeaderSchema,
  stepSchema,
} from "#app/content/schemas.ts";

const where = "content/pages/why-it-matters.ts";

const text = z.string().trim().min(1);

const whyItMattersPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  impactAreas: z.object({
    header: sectionHeaderSchema,
    cards: z.array(cardSchema).length(4),
    /** The diagram of small effects adding up in the four areas (numbered in the cards' order). */
    diagram: z.object({
      /** The SVG's accessible name. */
      label: text,
      /** Drawn in the SVG over the single nudge and the repeated ones. */
      captions: z.tuple([z.string().trim().min(1).max(10), z.string().trim().min(1).max(24)]),
      /** The HTML text beside it: how effects add up, then the numbered list of the cards' titles. */
      body: text,
      listTitle: text,
    }),
  }),
  mechanisms: z.object({ header: sectionHeaderSchema, steps: z.array(stepSchema).length(3) }),
  /** The external dashboard; its URL is siteConfig.dashboardUrl, added by the page (new tab, no opener). */
  dashboard: z.object({ title: text, body: text, buttonLabel: text }),
});

export type WhyItMattersPage = z.infer<typeof whyItMattersPageSchema>;

export const whyItMattersPage: WhyItMattersPage = parseContent(
  whyItMattersPageSchema,
  {
    meta: {
      title: "Why It Matters",
      description:
        "How design that competes for attention affects focus, wellbeing, free choice and public debate, and how that influence works at the scale of millions.",
    },
    hero: {
      eyebrow: "Insights",
      title: "Why digital influence matters",
      lead: "One nudge on one screen is small. Repeated many times a day, for billions of people, by systems that learn what works, design choices add up to real effects on how we think, feel, choose and talk to each other.",
    },
    impactAreas: {
      header: {
        eyebrow: "What is at stake",
        title: "Four areas where influence adds up",
        lead: "The evidence is still growing, and effects differ a lot from person to person. But researchers, regulators and many users themselves are paying attention to these four areas.",
      },
      cards: [
        {
          icon: "eye",
          title: "Attention and focus",
          body: "Alerts, badges and endless feeds interrupt what we are doing and make it harder to return to it. Over a day, frequent switching can leave little room for reading, deep work or simply being bored, which is often where ideas start.",
          items: [
            "Frequent interruptions from notifications",
            "Losing track of time in feeds",
            "Less time for sustained reading and thinking",
          ],
        },
        {
          icon: "heart",
          title: "Mental wellbeing",
          body: "Much time online is enjoyable and connects people. Problems arise when use feels compulsive, crowds out sleep or invites constant comparison with others. Young people may be especially sensitive to likes and other signals of approval from peers.",
          items: [
            "Sleep lost to late-night scrolling",
            "Comparison with curated lives",
            "Anxiety about likes, streaks and replies",
          ],
        },
        {
          icon: "scale",
          title: "Autonomy and choice",
          body: "Autonomy means making decisions for your own reasons. Manipulation undermines it by influencing people in hidden ways that exploit their weak spots. A pre-ticked box or a fake deadline may seem minor, but it shifts decisions from you to the designer.",
          items: [
            "Purchases and sign-ups made under false pressure",
            "Data shared without a real choice",
            "Subscriptions that are hard to leave",
          ],
        },
        {
          icon: "globe",
          title: "Democracy and public discourse",
          body: "When feeds reward whatever gets the strongest reaction, calm and accurate voices can struggle to be heard. A 2017 study of more than half a million posts on contested political issues found that each word in a post that was both moral and emotional raised its sharing by about 20%. Recommendation systems shape which news and opinions reach people, which matters for how societies debate and decide. European law now requires the largest platforms to assess risks to civic discourse and elections.",
          items: [
            "Moral and emotional posts shared more widely than calm ones",
            "Personalized feeds with different versions of events",
            "Misleading content amplified by engagement",
          ],
        },
      ],
      diagram: {
        label:
          "One small nudge, the same nudge repeated many times a day, and four numbered areas where the repetitions pile up.",
        captions: ["One nudge", "Again and again"],
        body: "A single notification or pre-ticked box changes little. The same designs, met many times a day by millions of people, add up, and they add up in four areas. The drawing shows how effects accumulate, not measured amounts.",
        listTitle: "The four areas",
      },
    },
    mechanisms: {
      header: {
        eyebrow: "How it works",
        title: "Three mechanisms behind influence at scale",
        lead: "Digital influence is powerful not because any single trick is new, but because three things work together.",
      },
      steps: [
        {
          title: "A target to optimize",
          body: "Many products are measured by engagement: time spent, clicks, sessions or purchases. Whatever is measured becomes the goal, so design decisions drift toward whatever moves that number, even when it is not what users want.",
        },
        {
          title: "Learning from every interaction",
          body: "Algorithms such as contextual bandits test options on millions of people and keep what works for the target. What people click, like, share or watch to the end is feedback, so the system gets better at holding attention over time, often faster than people notice.",
        },
        {
          title: "Shaping the choice environment",
          body: "Defaults, layouts, friction and timing decide which options are easy and which are hard. Because this choice architecture feels like part of the background, its influence is rarely questioned, even when it works against people's interests.",
        },
      ],
    },
    dashboard: {
      title: "An external interactive dashboard",
      body: "This site links to an external interactive dashboard on another website. Its provider is not named yet, and we do not control its content or features; our dashboard page says what to know before you open it. It opens in a new tab, and the provider's own terms and privacy policy apply there.",
      buttonLabel: "Open the interactive dashboard",
    },
  },
  where,
);

/**
 * The sources behind the page's claims, for its "Sources" list. Apart from the page's copy: the route
 * passes them as build-time data, so the list need not travel in the page's scripts as well.
 */
export const whyItMattersSources = pickReferences(
  references,
  ["sherman-2016", "susser-2019", "li-2010", "tiktok-2020", "thaler-2008", "dsa-2022", "brady-2017"],
  where,
);
