import { z } from "zod";

import { parseContent } from "~/content/schemas";

/**
 * The record /transparency keeps: who funds or collaborates with the organisation, and every
 * correction to published text. Add an entry the day it happens; never edit or remove an old one
 * (a later entry corrects it). A corrected article also gets `updated` in its frontmatter.
 */

const text = z.string().trim().min(1);
const isoDate = z.iso.date();

const recordEntrySchema = z.object({
  /** When it was agreed. */
  date: isoDate,
  party: text,
  kind: z.enum(["funding", "collaboration"]),
  /** What was given or agreed, with the amount for funding. */
  detail: text,
});

const correctionSchema = z.object({
  date: isoDate,
  /** The page corrected, e.g. "/blog/nudging-experience-part1". */
  path: z.string().regex(/^\/[a-z0-9/-]*$/),
  /** How the page is named in the log. */
  page: text,
  /** What was wrong, and what the page says now. */
  change: text,
});

const transparencySchema = z.object({
  /** The day the funding and collaboration record was last checked (it may say "none yet"). */
  recordCheckedOn: isoDate,
  record: z.array(recordEntrySchema),
  corrections: z.array(correctionSchema).min(1),
});

export type Correction = z.infer<typeof correctionSchema>;
export type RecordEntry = z.infer<typeof recordEntrySchema>;

const data: z.input<typeof transparencySchema> = {
  recordCheckedOn: "2026-11-22",
  // None yet: no funding received and no collaboration agreed.
  record: [],
  corrections: [
    {
      date: "2026-11-22",
      path: "/the-team",
      page: "The Team, and every article's byline",
      change:
        "The team page named two people, one with an academic title, and every article was credited to one of them; neither had been confirmed. The page now shows two role-based sample profiles, marked as samples, and articles are credited to the research team until named authors are confirmed.",
    },
    {
      date: "2026-11-22",
      path: "/blog/nudging-experience-part1",
      page: "A Nudging Experience, part 1",
      change:
        'The article said a short-video app learns from "every pause and every swipe", citing a company post that mentions neither. It now names the signals that post describes: the videos you like or share and whether you watch to the end.',
    },
    {
      date: "2026-11-22",
      path: "/blog/nudging-experience-part2",
      page: "A Nudging Experience, part 2",
      change:
        "The article gave the autoplay countdown of one streaming service as 10 seconds, then 5, without a source. It now says the countdown lasts a few seconds, and 10 then 5 seconds on some devices.",
    },
    {
      date: "2026-11-22",
      path: "/blog/ai-choice-architecture",
      page: "AI and Choice Architecture",
      change:
        'The article said that 3 a.m. is "when people are most likely to feel lonely", which no cited source supports. It now says only that a companion chatbot is awake when friends and family may be asleep.',
    },
    {
      date: "2026-11-22",
      path: "/cases",
      page: "Real-World Examples",
      change:
        'The companion chatbot case said such apps "agree with whatever the user says", resting on a study of general AI assistants. It now says what that study found, and that companion apps built on similar models may do the same. The cases\' figures are now called hypothetical rather than "a realistic scenario".',
    },
    {
      date: "2026-11-22",
      path: "/why-it-matters",
      page: "Why It Matters",
      change:
        "The page said that outrage spreads faster than nuance, without a source. It now cites Brady and colleagues (2017) and gives their finding on moral and emotional posts.",
    },
    {
      date: "2026-11-22",
      path: "/tools",
      page: "Guides & Tools",
      change:
        "The notification tool said both major phone systems bundle alerts into a summary. That is true of iPhones; it now says what Android devices offer instead, which varies by device.",
    },
  ],
};

export const transparency = parseContent(transparencySchema, data, "content/transparency.ts");
