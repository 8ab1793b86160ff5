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

/** A picture card: one drawing of a lesson's pattern, the pattern itself or its honest version. */
export type CardItem = {
  number: number;
  lesson: number;
  slug: string;
  name: string;
  side: "harmful" | "humane";
  /** The drawing's description, its alt text. */
  label: string;
};

/**
 * The picture cards, lesson by lesson: each lesson's patterns in both versions, in an order that neither
 * alternates nor puts a pattern's two versions side by side, so the order gives nothing away. The
 * order is fixed, so a printed set and the key always match.
 */
export function cardItems(): CardItem[] {
  const cards = lessons.flatMap((lesson, index) => {
    const shown = lesson.patterns.map(patternBySlug);
    const count = shown.length;
    // Harmful of pattern 1, humane of 3, harmful of 2, humane of 4, … then the other halves: for four
    // patterns that is H1 U3 H2 U4 H3 U1 H4 U2.
    const order = Array.from({ length: count * 2 }, (_, position) => {
      const round = position % 2 === 0 ? "harmful" : "humane";
      const step = Math.floor(position / 2);
      const patternIndex = round === "harmful" ? step : (step + Math.ceil(count / 2)) % count;
      return { pattern: shown[patternIndex]!, side: round } as const;
    });
    return order.map(({ pattern, side }) => ({
      lesson: index + 1,
      slug: pattern.slug,
      name: pattern.name,
      side,
      label: pattern[side].label,
    }));
  });
  return cards.map((card, index) => ({ number: index + 1, ...card }));
}

export function sheetOf(part: TeachPart): TeachSheet | undefined {
  return teachPage.sheets.find((sheet) => sheet.id === part);
}
