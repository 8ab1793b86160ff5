import { z } from "zod";

import { parseContent } from "~/content/schemas";

/**
 * What a pattern can cost the person who meets it, in a visitor's words (decisions.md, "Beyond the spec (turn 5)"):
 * money, a way out, data, time, a child, an AI chat. Our own reading of each pattern page's definition and drawings,
 * not a taxonomy of the field; a pattern can cost several things. The catalogue download (/patterns.json, `harms`)
 * reads it, and so can /patterns' browse-by-cost (issue 54, item 4). The "child" group is the features the European
 * Commission's guidelines on minors (ec-minors-2025) single out: autoplay, streaks and loot-box-like rewards.
 * pattern-harms.test.ts checks that every slug is a library page and every page is in a group.
 */

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const harmIds = ["money", "exit", "data", "time", "child", "ai"] as const;
export type HarmId = (typeof harmIds)[number];

const harmGroupSchema = z
  .object({ id: z.enum(harmIds), label: text, patterns: z.array(slug).min(1) })
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
      label: "I could not leave or cancel",
      patterns: ["hard-to-cancel", "obstruction", "ai-companion-attachment"],
    },
    {
      id: "data",
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
      label: "It targeted my child",
      patterns: ["autoplay", "social-validation", "variable-rewards"],
    },
    {
      id: "ai",
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
