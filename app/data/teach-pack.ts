import { teachPage, type TeachSheet } from "#app/content/pages/teach.ts";
import { patternFamilyNames, patterns } from "#app/content/patterns.ts";
import { references } from "#app/content/references.ts";
import type { Pattern, PatternFamily, Reference, Step } from "#app/content/schemas.ts";
import { quizQuestions, type QuizQuestion } from "#app/content/spot-the-pattern.ts";
import { lessonParts, lessons, type Lesson } from "#app/content/teach.ts";
import { journeySteps, questionsToAsk, tools } from "#app/content/tools.ts";
import { fillTemplate } from "#app/lib/template.ts";
import type { TeachPart } from "#app/lib/teach-parts.ts";

/**
 * The teaching pack assembled from the content it reuses, for the pages (/teach/…) and the PDFs
 * (scripts/pipeline/teach/) alike: each lesson with its patterns and starter question resolved, the
 * self-check and its answer key from the quiz, and the worksheet from the tools. Plain data, no
 * drawing: the pages render the SVGs in their loader, the PDFs draw them with pdfkit.
 */

/** A projector view's title and description, for its page and its social card alike. */
export const presentMeta = (lesson: Lesson) => ({
  title: fillTemplate(teachPage.present.title, { title: lesson.title }),
  description: fillTemplate(teachPage.present.description, { title: lesson.title }),
});

const bySlug = new Map(patterns.map((pattern) => [pattern.slug, pattern]));
function patternBySlug(slug: string): Pattern {
  const pattern = bySlug.get(slug);
  if (!pattern) throw new Error(`No pattern "${slug}" in the library`);
  return pattern;
}

/** A self-check question as the printed sheet and the answer key show it. */
export type SelfCheckItem = {
  id: string;
  number: number;
  /** "Screen 3: a video app's membership screen", the drawing's accessible name, as on /spot-the-pattern. */
  screenLabel: string;
  options: string[];
  answer: { slug: string; name: string };
  why: string;
  question: QuizQuestion;
};

export function selfCheckItems(): SelfCheckItem[] {
  return quizQuestions.map((question, index) => ({
    id: question.id,
    number: index + 1,
    screenLabel: fillTemplate(teachPage.selfCheck.screenLabel, {
      number: index + 1,
      label: question.screenLabel,
    }),
    options: question.options.map((slug) => patternBySlug(slug).name),
    answer: { slug: question.pattern, name: patternBySlug(question.pattern).name },
    why: question.why,
    question,
  }));
}

function sourcesOf(shown: Pattern[]): Reference[] {
  const keys = new Set(
    shown.flatMap((pattern) => [
      ...pattern.howItWorks.flatMap((paragraph) => paragraph.cite),
      ...pattern.evidence.map((item) => item.cite),
      // The legal texts the pattern pages cite in "Where the law stands".
      ...pattern.law.flatMap((item) => (item.cite ? [item.cite] : [])),
    ]),
  );
  return references.filter((reference) => keys.has(reference.id));
}

export type LessonView = {
  lesson: Lesson;
  number: number;
  familyName: string;
  timing: { part: string; minutes: number }[];
  total: number;
  starter: SelfCheckItem;
  patterns: Pattern[];
  /** The family's other patterns, for a longer lesson or homework. */
  more: Pattern[];
  /** What the shown patterns' pages cite for how they work, what is measured and the law, in the registry's order. */
  sources: Reference[];
};

export function lessonView(id: string): LessonView {
  const index = lessons.findIndex((lesson) => lesson.id === id);
  const lesson = lessons[index];
  if (!lesson) throw new Error(`No lesson "${id}" in content/teach.ts`);
  const starter = selfCheckItems().find((item) => item.id === lesson.starter.question);
  if (!starter) throw new Error(`${id}: no self-check question "${lesson.starter.question}"`);
  return {
    lesson,
    number: index + 1,
    familyName: patternFamilyNames[lesson.family],
    timing: lessonParts.map((part) => ({
      part: teachPage.lesson.parts[part],
      minutes: lesson.minutes[part],
    })),
    total: lessonParts.reduce((sum, part) => sum + lesson.minutes[part], 0),
    starter,
    patterns: lesson.patterns.map(patternBySlug),
    more: patterns.filter(
      (pattern) => pattern.family === lesson.family && !lesson.patterns.includes(pattern.slug),
    ),
    sources: sourcesOf(lesson.patterns.map(patternBySlug)),
  };
}

export type WorksheetView = {
  steps: Step[];
  questions: string[];
  lookFor: string[];
  families: { name: string; patterns: { name: string; summary: string }[] }[];
};

/** The worksheet: the three-step journey, the questions to ask and what to look for, from the tools. */
export function worksheetView(): WorksheetView {
  const detection = tools.find((tool) => tool.id === "dark-pattern-detection");
  if (!detection) throw new Error('No "dark-pattern-detection" tool in content/tools.ts');
  const families = Object.entries(patternFamilyNames) as [PatternFamily, string][];
  return {
    steps: journeySteps,
    questions: questionsToAsk,
    lookFor: detection.steps,
    families: families.map(([family, name]) => ({
      name,
      patterns: patterns
        .filter((pattern) => pattern.family === family)
        .map(({ name, summary }) => ({ name, summary })),
    })),
  };
}

/** A picture card: one drawing of a pattern of the library, the pattern itself or its honest version. */
export type CardItem = {
  number: number;
  /** The address of the card's set: its lesson ("lesson-2"), or "more-1", "more-2" … for the rest. */
  set: string;
  /** The lesson whose set the card is in, or null in a set of patterns that no lesson shows. */
  lesson: number | null;
  /** Printed above the card and over its set in the key: "For lesson 2", or "More from the library". */
  tag: string;
  slug: string;
  name: string;
  side: "harmful" | "humane";
  /** The drawing's description, its alt text. */
  label: string;
};

/**
 * The most patterns in a set of the patterns no lesson shows: ten cards, about a lesson's eight, so each
 * set's page prints as a handful of sheets and stays light on a phone (issue 56: the whole library's 52
 * drawings on one page kept a phone busy for longer than any other page).
 */
const patternsPerMoreSet = 5;

/**
 * The sets of cards: each lesson's patterns, then every pattern of the library that no lesson shows, in
 * sets of at most `patternsPerMoreSet` of about the same size, so a pattern added to the library gets
 * its cards without anyone listing it (issue 54.5).
 */
function cardSets(): { id: string; lesson: number | null; tag: string; patterns: Pattern[] }[] {
  const sets = lessons.map((lesson, index) => ({
    id: lesson.id,
    lesson: index + 1,
    tag: fillTemplate(teachPage.cards.lessonTag, { number: index + 1 }),
    patterns: lesson.patterns.map(patternBySlug),
  }));
  const shown = new Set(lessons.flatMap((lesson) => lesson.patterns));
  const rest = patterns.filter((pattern) => !shown.has(pattern.slug));
  const count = Math.ceil(rest.length / patternsPerMoreSet);
  const more = Array.from({ length: count }, (_, index) => ({
    id: `more-${index + 1}`,
    lesson: null,
    tag:
      count === 1 ? teachPage.cards.moreTag : fillTemplate(teachPage.cards.moreSetTag, { number: index + 1 }),
    patterns: rest.slice(
      Math.round((index * rest.length) / count),
      Math.round(((index + 1) * rest.length) / count),
    ),
  }));
  return [...sets, ...more];
}

/** The sets' addresses, in order: /teach/cards/lesson-1 … /teach/cards/more-2 (family-paths.ts). */
export const cardSetIds = (): string[] => cardSets().map((set) => set.id);

/** A set of cards as the key and the cards' page list it: its address, its tag and its cards' numbers. */
export type CardSetEntry = { id: string; tag: string; first: number; last: number };

/** The sets with the numbers of their first and last cards, from the cards themselves. */
export function cardSetEntries(cards: CardItem[]): CardSetEntry[] {
  const entries: CardSetEntry[] = [];
  for (const card of cards) {
    const entry = entries.find((candidate) => candidate.id === card.set);
    if (entry) entry.last = card.number;
    else entries.push({ id: card.set, tag: card.tag, first: card.number, last: card.number });
  }
  return entries;
}

/**
 * A set's cards in an order that neither alternates nor puts a pattern's two versions side by side, so
 * the order gives nothing away: harmful of pattern 1, humane of 3, harmful of 2, humane of 4, … then
 * the other halves (for four patterns H1 U3 H2 U4 H3 U1 H4 U2). That needs three patterns or more; with
 * two, the harmful ones come first (H1 H2 U1 U2); a set of one cannot be mixed.
 */
function mixed(shown: Pattern[]): { pattern: Pattern; side: "harmful" | "humane" }[] {
  const count = shown.length;
  if (count < 3)
    return (["harmful", "humane"] as const).flatMap((side) => shown.map((pattern) => ({ pattern, side })));
  return Array.from({ length: count * 2 }, (_, position) => {
    const side = position % 2 === 0 ? "harmful" : "humane";
    const step = Math.floor(position / 2);
    const patternIndex = side === "harmful" ? step : (step + Math.ceil(count / 2)) % count;
    return { pattern: shown[patternIndex]!, side } as const;
  });
}

/**
 * The picture cards, set by set: both versions of every pattern of the library, each set mixed. The
 * order is fixed, so a printed set and the key always match, and a lesson's cards are consecutive pages.
 */
export function cardItems(): CardItem[] {
  const cards = cardSets().flatMap(({ id, lesson, tag, patterns: shown }) =>
    mixed(shown).map(({ pattern, side }) => ({
      set: id,
      lesson,
      tag,
      slug: pattern.slug,
      name: pattern.name,
      side,
      label: pattern[side].label,
    })),
  );
  return cards.map((card, index) => ({ number: index + 1, ...card }));
}

/** The key's sets: one line per pattern, with the numbers of its two cards. */
export type CardKeySet = {
  tag: string;
  rows: { slug: string; name: string; harmful: number; humane: number }[];
};

/** The key to the cards, set by set, each set's patterns in the order their harmful cards come. */
export function cardKey(cards: CardItem[]): CardKeySet[] {
  const sets: CardKeySet[] = [];
  for (const card of cards) {
    let set = sets.find((candidate) => candidate.tag === card.tag);
    if (!set) sets.push((set = { tag: card.tag, rows: [] }));
    let row = set.rows.find((candidate) => candidate.slug === card.slug);
    if (!row) set.rows.push((row = { slug: card.slug, name: card.name, harmful: 0, humane: 0 }));
    row[card.side] = card.number;
  }
  for (const set of sets) set.rows.sort((a, b) => a.harmful - b.harmful);
  return sets;
}

export function sheetOf(part: TeachPart): TeachSheet | undefined {
  return teachPage.sheets.find((sheet) => sheet.id === part);
}
