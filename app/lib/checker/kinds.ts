/**
 * The one table from a kind of finding to the pattern page that explains it; the unit test that every
 * slug has a page keeps it honest. Activity notices go to fake social proof, whose page now exists. Hidden
 * subscriptions and trick wording still go to the broader pages they were measured against: the labelled
 * set names those pages, and moving them needs its texts relabelled one by one, not by rule.
 */
export const patternOfKind = {
  "fake-urgency": "fake-urgency",
  "fake-scarcity": "fake-scarcity",
  "activity-notice": "fake-social-proof",
  confirmshaming: "confirmshaming",
  "hidden-costs": "hidden-costs",
  // → "hidden-subscription" once that page exists.
  "hidden-subscription": "hidden-costs",
  "hard-to-cancel": "hard-to-cancel",
  // → "trick-wording" once that page exists.
  "trick-wording": "preselection",
  preselection: "preselection",
  "ai-sycophancy": "ai-sycophancy",
  "ai-anthropomorphism": "ai-anthropomorphism",
  "ai-companion-attachment": "ai-companion-attachment",
  "ai-brand-bias": "ai-brand-bias",
  "ai-user-retention": "ai-user-retention",
} as const satisfies Record<string, string>;

export type Kind = keyof typeof patternOfKind;

export function isKind(kind: string): kind is Kind {
  return Object.hasOwn(patternOfKind, kind);
}

/** Every slug a rule can produce. */
export const checkerPatterns: readonly string[] = [...new Set(Object.values(patternOfKind))].sort();

export function patternPath(slug: string): string {
  return `/patterns/${slug}`;
}
