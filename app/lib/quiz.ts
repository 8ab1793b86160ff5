/**
 * The self-check on /spot-the-pattern, as plain data and pure functions: what the route's loader sends
 * for each question, and the scoring. The answers a visitor gives live only in the page's memory.
 */

/** A pattern as an option of a question. */
export type QuizOption = { slug: string; name: string };

/** One question as the loader sends it: everything the page shows, the illustration as SVG markup. */
export type QuizItem = {
  id: string;
  /** The right answer, with the page it links to. */
  answer: QuizOption & { path: string };
  options: QuizOption[];
  /** One sentence on why the screen shows the answer. */
  why: string;
  /** What the screen is, in neutral words ("a video app's membership screen"). */
  screen: string;
  /** Build-time SVG markup of the screen, named by a neutral screen label, without its numbered marks. */
  svg: string;
  /** The numbered marks' SVG markup, added to the screen only once it is answered: they point at the trick. */
  markers: string;
  /** The titles of what the numbered marks point at, in order. */
  marks: string[];
};

/**
 * What a question holds when its answer was shown before one was checked. Not a pattern's slug (slugs
 * are lower-case words), so it can never be taken for a right answer.
 */
export const revealedAnswer = "~revealed";

/**
 * What each closed question holds: the option checked, or `revealedAnswer`. Questions still open
 * (including skipped ones, which come round again) have no entry.
 */
export type QuizAnswers = Readonly<Record<string, string>>;

export type QuizOutcome = "right" | "wrong" | "revealed";

export type QuizProgress = {
  total: number;
  /** Questions closed: checked, or their answer shown. */
  answered: number;
  correct: number;
  /** Questions whose answer was shown before one was chosen: not scored. */
  revealed: number;
  /** Every question is closed. */
  done: boolean;
};

export function isCorrect(item: Pick<QuizItem, "answer">, choice: string | undefined): boolean {
  return choice === item.answer.slug;
}

export function outcomeOf(item: Pick<QuizItem, "answer">, answer: string): QuizOutcome {
  if (answer === revealedAnswer) return "revealed";
  return isCorrect(item, answer) ? "right" : "wrong";
}

/** How far the visitor is, and how many answers were right. Answers to unknown questions are ignored. */
export function quizProgress(
  items: readonly Pick<QuizItem, "id" | "answer">[],
  answers: QuizAnswers,
): QuizProgress {
  const counts = { answered: 0, correct: 0, revealed: 0 };
  for (const item of items) {
    const answer = answers[item.id];
    if (answer === undefined) continue;
    counts.answered += 1;
    const outcome = outcomeOf(item, answer);
    if (outcome === "right") counts.correct += 1;
    if (outcome === "revealed") counts.revealed += 1;
  }
  return { total: items.length, ...counts, done: items.length > 0 && counts.answered === items.length };
}

/** One line of the results review: the question, its number, how it was closed and the option chosen. */
export type QuizReviewEntry = {
  item: QuizItem;
  number: number;
  /** The option chosen, if one was checked; its slug is what QuizFeedback compares with the answer. */
  answer: string | undefined;
  choice: QuizOption | undefined;
};

/** The results review: every question in order, with its answer (an option's slug, or `revealedAnswer`). */
export function quizReview(items: readonly QuizItem[], answers: QuizAnswers): QuizReviewEntry[] {
  return items.map((item, index) => ({
    item,
    number: index + 1,
    answer: answers[item.id],
    choice: item.options.find((option) => option.slug === answers[item.id]),
  }));
}

/** A screen's markup with its numbered marks drawn in (they go last, over the picture). */
export function withMarkers(item: Pick<QuizItem, "svg" | "markers">): string {
  // Build-time markup (renderToStaticMarkup) ends with exactly "</svg>".
  return item.svg.slice(0, -6) + item.markers + "</svg>";
}

/**
 * The question to go to after `fromId`: the next one not yet answered, wrapping round to the start,
 * or undefined when every question is answered.
 */
export function nextUnanswered(
  items: readonly Pick<QuizItem, "id">[],
  answers: QuizAnswers,
  fromId: string,
): string | undefined {
  const start = items.findIndex((item) => item.id === fromId);
  for (let step = 1; step <= items.length; step += 1) {
    const item = items[(start + step) % items.length]!;
    if (answers[item.id] === undefined) return item.id;
  }
  return undefined;
}
