/**
 * The pattern page each live check links to, best first. "visual-interference" is planned for the
 * library (decisions.md, turn 5); until its page exists, a lopsided choice links to preselection, the
 * library's page on choices steered towards the seller's. The pipeline takes the first slug the library
 * has, and fails when it has none.
 */
export const livePatternChoices = {
  countdown: ["fake-urgency"],
  preselected: ["preselection"],
  lopsided: ["visual-interference", "preselection"],
} as const satisfies Record<string, readonly string[]>;

export type LiveCheck = keyof typeof livePatternChoices;

export function resolveLivePatterns(library: ReadonlySet<string>): Record<LiveCheck, string> {
  const resolved = {} as Record<LiveCheck, string>;
  for (const [check, slugs] of Object.entries(livePatternChoices) as Array<[LiveCheck, readonly string[]]>) {
    const slug = slugs.find((candidate) => library.has(candidate));
    if (!slug)
      throw new Error(`extension/live-patterns.ts: none of ${slugs.join(", ")} is in the pattern library`);
    resolved[check] = slug;
  }
  return resolved;
}
