/** Where the words come from: a web page or app screen, or a pasted chat with an AI. */
export type CheckMode = "page" | "chat";

/** "clear": the wording itself is the pattern; "possible": often the pattern, but ordinary in some places. */
export type Strength = "clear" | "possible";

export type Finding = {
  /** A slug of the site's pattern library (app/content/patterns/<slug>.ts). */
  pattern: string;
  /** What was found, in a few words: "Countdown to a deadline", "Hidden subscription". */
  label: string;
  /** UTF-16 offsets into the input: `input.slice(start, end) === text`. */
  start: number;
  end: number;
  text: string;
  strength: Strength;
  /** Plain language: "A countdown to a deadline: check whether the offer really ends." */
  reason: string;
  /** The pattern page: `/patterns/<slug>`. */
  path: string;
};

/**
 * One rule of a language's data file. A rule names a kind of finding (see `kinds.ts`), which the one
 * table there maps to a page of the pattern library.
 */
export type Rule = {
  /** Unique within its language, for tests and debugging: "urgency.countdown-clock". */
  id: string;
  kind: string;
  label: string;
  strength: Strength;
  reason: string;
  /** A regular expression's source; it runs with the flags below plus "g". */
  source: string;
  /** Default "i". */
  flags?: string;
  /** Only in this mode; without it, the rule runs in both. */
  mode?: CheckMode;
  /**
   * A match is dropped when this expression (flags "i") finds anything in its context: the match and
   * up to `window` characters either side, within the same line.
   */
  unless?: string;
  /** Default 60. */
  window?: number;
};

export type RuleSet = {
  /** The language's code: "en". */
  language: string;
  rules: readonly Rule[];
  /**
   * Lines whose speaker is the person, not the AI, in a pasted chat ("You:", "User:"): the AI family's
   * rules skip them. A regular expression's source, tested at the start of each line (flags "i").
   */
  userLine?: string;
};
