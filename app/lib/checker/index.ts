/**
 * The wording checker: given the words of a screen, an e-mail or a chat, it names the deceptive patterns
 * their wording shows, with the exact span, a strength and a reason. Pure: no DOM, no network, no
 * content modules (the pattern library stays out of the bundle; a finding carries its page's path).
 * The rules are data, one file per language in ./rules/ (listed in ./rules/index.ts); each regular
 * expression is compiled once, the first time its language is used.
 */
import { isKind, patternOfKind, patternPath } from "./kinds.ts";
import { ruleSets } from "./rules/index.ts";
import type { CheckMode, Finding, Rule, RuleSet } from "./types.ts";

export type { CheckMode, Finding, Strength } from "./types.ts";
export { checkerPatterns } from "./kinds.ts";

/** The languages the checker has rules for. */
export const checkerLanguages: readonly string[] = Object.keys(ruleSets);

type Compiled = {
  rule: Rule;
  pattern: string;
  path: string;
  regex: RegExp;
  unless: RegExp | undefined;
  window: number;
};

type CompiledSet = { rules: Compiled[]; userLine: RegExp | undefined };

const compiled = new Map<string, CompiledSet>();

function compile(set: RuleSet): CompiledSet {
  const rules = set.rules.map((rule): Compiled => {
    if (!isKind(rule.kind)) throw new Error(`Checker rule ${rule.id}: unknown kind "${rule.kind}"`);
    const pattern = patternOfKind[rule.kind];
    const flags = rule.flags ?? "i";
    return {
      rule,
      pattern,
      path: patternPath(pattern),
      regex: new RegExp(rule.source, flags.includes("g") ? flags : `${flags}g`),
      unless: rule.unless ? new RegExp(rule.unless, "i") : undefined,
      window: rule.window ?? 60,
    };
  });
  return { rules, userLine: set.userLine ? new RegExp(`^\\s*(?:${set.userLine})`, "i") : undefined };
}

function rulesFor(language: string): CompiledSet {
  let set = compiled.get(language);
  if (!set) {
    const data = (ruleSets as Record<string, RuleSet | undefined>)[language];
    if (!data)
      throw new RangeError(
        `The checker has no rules for language "${language}" (it has ${checkerLanguages.join(", ")}).`,
      );
    set = compile(data);
    compiled.set(language, set);
  }
  return set;
}

/** The [start, end) ranges of the person's own lines in a pasted chat. */
function userRanges(text: string, userLine: RegExp | undefined): Array<[number, number]> {
  if (!userLine) return [];
  const ranges: Array<[number, number]> = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    if (userLine.test(text.slice(start, Math.min(end, start + 40)))) ranges.push([start, end]);
    start = end + 1;
  }
  return ranges;
}

function lineBounds(text: string, start: number, end: number, window: number): [number, number] {
  let from = Math.max(0, start - window);
  let to = Math.min(text.length, end + window);
  const before = text.lastIndexOf("\n", start - 1);
  if (before >= from) from = before + 1;
  const after = text.indexOf("\n", end);
  if (after !== -1 && after < to) to = after;
  return [from, to];
}

const strengthRank = { clear: 0, possible: 1 } as const;

/**
 * The findings in `input`, sorted by start. Two findings of the same pattern never overlap: where rules
 * of one pattern match overlapping words, the finding covers them all, with the clearer rule's words.
 */
export function checkText(input: string, options: { mode?: CheckMode; language?: string } = {}): Finding[] {
  const mode = options.mode ?? "page";
  const { rules, userLine } = rulesFor(options.language ?? "en");
  const people = mode === "chat" ? userRanges(input, userLine) : [];
  const candidates: Finding[] = [];
  for (const entry of rules) {
    const { rule, regex } = entry;
    if (rule.mode && rule.mode !== mode) continue;
    const aiRule = rule.mode === "chat";
    regex.lastIndex = 0;
    for (let match = regex.exec(input); match; match = regex.exec(input)) {
      const text = match[0];
      if (text.length === 0) {
        regex.lastIndex++;
        continue;
      }
      const start = match.index;
      const end = start + text.length;
      if (entry.unless) {
        const [from, to] = lineBounds(input, start, end, entry.window);
        if (entry.unless.test(input.slice(from, to))) continue;
      }
      if (aiRule && people.some(([from, to]) => start >= from && start < to)) continue;
      candidates.push({
        pattern: entry.pattern,
        label: rule.label,
        start,
        end,
        text,
        strength: rule.strength,
        reason: rule.reason,
        path: entry.path,
      });
    }
  }
  // Overlapping findings of one pattern merge into one over both spans, named by the clearer (then longer) rule.
  candidates.sort((a, b) => a.pattern.localeCompare(b.pattern) || a.start - b.start);
  const kept: Finding[] = [];
  for (const finding of candidates) {
    const last = kept.at(-1);
    if (!last || last.pattern !== finding.pattern || finding.start >= last.end) {
      kept.push(finding);
      continue;
    }
    const better =
      strengthRank[finding.strength] < strengthRank[last.strength] ||
      (finding.strength === last.strength && finding.end - finding.start > last.end - last.start);
    const end = Math.max(last.end, finding.end);
    kept[kept.length - 1] = {
      ...(better ? finding : last),
      start: last.start,
      end,
      text: input.slice(last.start, end),
    };
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end || a.pattern.localeCompare(b.pattern));
}
