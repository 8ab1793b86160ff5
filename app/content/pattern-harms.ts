import { z } from "zod";

import { reportProblems } from "#app/content/report/places.ts";
import { parseContent } from "#app/content/schemas.ts";

/**
 * What a pattern can cost the person who meets it, in a visitor's words (decisions.md, "Beyond the spec (turn 5)"):
 * money, a way out, data, time, a child, an AI chat. Our own reading of each pattern page's definition and drawings,
 * not a taxonomy of the field; a pattern can cost several things. The catalogue download (/patterns.json, `harms`)
 * reads it, and so can /patterns' browse-by-cost (issue 54, item 4). The "child" group is the features the European
 * Commission's guidelines on minors (ec-minors-2025) single out: autoplay, streaks and loot-box-like rewards.
 * pattern-harms.test.ts checks that every slug is a library page and every page is in a group. Each group also
 * names /report's problem (the "What happened?" answer its link preselects) and the everyday words search finds
 * it by (app/data/search-documents.server.ts, to /patterns#by-harm).
 */

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const harmIds = ["money", "exit", "data", "time", "child", "ai"] as const;
export type HarmId = (typeof harmIds)[number];

const harmGroupSchema = z
  .object({
    id: z.enum(harmIds),
    label: text,
    patterns: z.array(slug).min(1),
    report: z.enum(reportProblems),
    searchTerms: z.array(text).min(1),
  })
  .strict();
export type HarmGroup = z.infer<typeof harmGroupSchema>;

export const harmGroups: readonly HarmGroup[] = parseContent(
  z
    .array(harmGroupSchema)
    .length(harmIds.length)
    .refine((groups) => groups.map((group) => group.id).join() === harmIds.join(), {
      message: `groups in the order ${harmIds.join(", ")}`,
    }),
  [
    {
      id: "money",
      report: "money",
      searchTerms: [
        "paid more",
        "charged more",
        "overcharged",
        "spent more than I meant",
        "unexpected charge",
        "extra fees",
      ],
      label: "I paid more than I meant to",
      patterns: [
        "hidden-costs",
        "sneak-into-basket",
        "hidden-subscription",
        "preselection",
        "fake-urgency",
        "fake-scarcity",
        "fake-social-proof",
        "visual-interference",
        "hard-to-cancel",
      ],
    },
    {
      id: "exit",
      report: "money",
      searchTerms: [
        "could not cancel",
        "can't cancel",
        "can't leave",
        "stuck in a subscription",
        "can't delete my account",
      ],
      label: "I could not leave or cancel",
      patterns: ["hard-to-cancel", "obstruction", "ai-companion-attachment"],
    },
    {
      id: "data",
      report: "privacy",
      searchTerms: ["my data", "personal data", "gave away my data", "tracking", "shared my data"],
      label: "I gave away my data",
      patterns: [
        "consent-asymmetry",
        "forced-action",
        "preselection",
        "obstruction",
        "trick-wording",
        "confirmshaming",
        "nagging",
      ],
    },
    {
      id: "time",
      report: "platform",
      searchTerms: [
        "lost time",
        "wasted time",
        "screen time",
        "can't put my phone down",
        "hours on my phone",
      ],
      label: "I lost time",
      patterns: [
        "infinite-scroll",
        "autoplay",
        "variable-rewards",
        "social-validation",
        "nagging",
        "disguised-ads",
        "ai-user-retention",
      ],
    },
    {
      id: "child",
      report: "child",
      searchTerms: ["my child", "my kid", "my son", "my daughter", "my teenager"],
      label: "It targeted my child",
      patterns: ["autoplay", "social-validation", "variable-rewards"],
    },
    {
      id: "ai",
      report: "ai",
      searchTerms: ["AI chat", "chatbot steered me", "AI manipulated me", "AI assistant"],
      label: "An AI chat steered me",
      patterns: [
        "ai-sycophancy",
        "ai-companion-attachment",
        "ai-anthropomorphism",
        "ai-brand-bias",
        "ai-user-retention",
        "ai-sneaking",
      ],
    },
  ],
  "content/pattern-harms.ts",
);

/** The groups a pattern is in, in the groups' order. */
export function harmsOf(slug: string): HarmId[] {
  return harmGroups.filter((group) => group.patterns.includes(slug)).map((group) => group.id);
}
