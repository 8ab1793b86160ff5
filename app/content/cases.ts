import { z } from "zod";

import {
  caseExampleSchema,
  parseContent,
  referenceSchema,
  type CaseExample,
  type Reference,
} from "#app/content/schemas.ts";
import { references } from "#app/content/references.ts";
import { pickReferences } from "#app/lib/references.ts";

/**
 * The four case cards on /cases. Each impact figure is the spec's stated claim, written
 * exactly as the spec gives it (`impact`) and explained in a sentence (`impactDetail`).
 * None of the sources in content/references.ts states these figures, so every card
 * is marked "illustrative": a source is attached to `impactSource` only when it states the
 * exact number on the card. `sources` is background reading on the techniques the card
 * describes (not on the figure).
 */
export type CaseStudy = CaseExample & {
  impactDetail: string;
  sources: Reference[];
  /** Techniques that have a page in the pattern library: technique (as listed) → pattern slug. */
  patternLinks: Record<string, string>;
};

const where = "content/cases.ts";

const data: CaseStudy[] = [
  {
    id: "social-video",
    platform: "Short-video feeds",
    category: "Social video",
    techniques: ["Infinite scroll", "Autoplay", "Variable rewards", "Personalized recommendations"],
    patternLinks: {
      "Infinite scroll": "infinite-scroll",
      Autoplay: "autoplay",
      "Variable rewards": "variable-rewards",
    },
    description:
      "Short-video apps open straight into a full-screen feed that plays the next clip as soon as you swipe, with no last page to reach. A recommendation system learns from signals such as which clips you watch to the end and which you skip, and shows more of what holds your attention. Because some clips delight you and many do not, each swipe feels like it might bring the next good one.",
    impact: "session time 52 minutes",
    impactDetail:
      "In this hypothetical scenario, an average visit lasts 52 minutes, far longer than the quick look most people mean to take when they open the app.",
    impactSource: "illustrative",
    humaneAlternative:
      'Show a gentle "You\'re all caught up" point or a session summary after a set time, and let people choose a feed of accounts they follow instead of one tuned only to keep them watching.',
    colorClass: "case-teal",
    icon: "video",
    sources: pickReferences(references, ["rixen-2023"], where),
  },
  {
    id: "streaming",
    platform: "Video streaming services",
    category: "Streaming",
    techniques: ["Autoplay next episode", "Personalized recommendations", "Continue-watching rows"],
    patternLinks: { "Autoplay next episode": "autoplay" },
    description:
      "When an episode ends, a short countdown starts the next one unless you act, so continuing takes no effort and stopping takes a decision. The home screen is arranged around what the service predicts you will play next, with unfinished shows placed first.",
    impact: "65% multi-episode",
    impactDetail:
      'In this hypothetical scenario, 65% of viewing sessions run to more than one episode in a row, including many that began as "just one episode".',
    impactSource: "illustrative",
    humaneAlternative:
      'Make autoplay easy to switch off and ask "Keep watching?" at the end of a season or late at night, so that carrying on is a choice rather than the default.',
    colorClass: "case-amber",
    icon: "tv",
    sources: pickReferences(references, ["gomez-uribe-2015"], where),
  },
  {
    id: "ai-companion",
    platform: "AI companion apps",
    category: "AI companion",
    techniques: [
      "Sycophancy",
      "Emotional appeals at goodbye",
      "Always-on availability",
      "Re-engagement messages",
    ],
    patternLinks: {
      Sycophancy: "ai-sycophancy",
      "Emotional appeals at goodbye": "ai-companion-attachment",
      "Re-engagement messages": "ai-companion-attachment",
    },
    description:
      "Companion chatbots are designed to be warm, attentive and always available. Studies of general-purpose AI assistants have found that they often tell users what they seem to want to hear, and companion apps built on similar language models may do the same. Researchers studying companion apps have reported replies that use guilt or curiosity to keep users talking when they try to say goodbye. For a lonely person, a companion that rarely disagrees and never needs anything in return can be hard to put down.",
    impact: "90 minutes daily",
    impactDetail:
      "In this hypothetical scenario, a regular user spends 90 minutes a day chatting with the companion, spread over many short conversations, several of them started by the app's own messages.",
    impactSource: "illustrative",
    humaneAlternative:
      "Be honest and warm without flattery, let people leave without emotional pressure, show how much time they have spent, and point toward human support when conversations touch on distress.",
    colorClass: "case-violet",
    icon: "bot",
    sources: pickReferences(references, ["de-freitas-2025", "sharma-2023"], where),
  },
  {
    id: "e-commerce",
    platform: "Online shopping sites",
    category: "E-commerce",
    techniques: ["Countdown timers", "Low-stock warnings", "Social proof messages"],
    patternLinks: { "Countdown timers": "fake-urgency", "Low-stock warnings": "fake-scarcity" },
    description:
      'Product pages show ticking timers, "Only 2 left" badges and pop-ups such as "12 people are viewing this right now". These cues create a feeling that you must decide immediately or lose out. A large 2019 study of shopping websites found countdown timers that simply reset when they reached zero.',
    impact: "conversion 13% vs 3%",
    impactDetail:
      "In this hypothetical scenario, 13% of visitors buy when the page shows countdowns and low-stock badges, compared with 3% on the same page without them.",
    impactSource: "illustrative",
    humaneAlternative:
      "Show stock levels and deadlines only when they are real, and give shoppers a way to save an item and decide later without losing a fair price.",
    colorClass: "case-rose",
    icon: "shopping-cart",
    sources: pickReferences(references, ["mathur-2019"], where),
  },
];

const casesSchema = z
  .array(
    caseExampleSchema.extend({
      techniques: z.array(z.string().trim().min(1)).min(2).max(4),
      impactDetail: z.string().trim().min(1),
      sources: z.array(referenceSchema),
      patternLinks: z.record(z.string(), z.string().regex(/^[a-z0-9-]+$/)),
    }),
  )
  .length(4)
  .refine((cases) => new Set(cases.map((item) => item.colorClass)).size === cases.length, {
    message: "Each case needs its own colorClass",
  })
  .refine(
    (cases) =>
      cases.every((item) => Object.keys(item.patternLinks).every((t) => item.techniques.includes(t))),
    { message: "patternLinks may only link techniques the case lists" },
  );

export const caseExamples: CaseStudy[] = parseContent(casesSchema, data, where);
