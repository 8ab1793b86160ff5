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

/** The option each question was answered with (only questions whose answer was checked). */
export type QuizAnswers = Readonly<Record<string, string>>;

export type QuizProgress = {
  total: number;
  answered: number;
  correct: number;
  /** Every question is answered. */
  done: boolean;
};

export function isCorrect(item: Pick<QuizItem, "answer">, choice: string | undefined): boolean {
  return choice === item.answer.slug;
}

/** How far the visitor is, and how many answers were right. Answers to unknown questions are ignored. */
export function quizProgress(
  items: readonly Pick<QuizItem, "id" | "answer">[],
  answers: QuizAnswers,
): QuizProgress {
  let answered = 0;
  let correct = 0;
  for (const item of items) {
    const choice = answers[item.id];
    if (choice === undefined) continue;
    answered += 1;
    if (isCorrect(item, choice)) correct += 1;
  }
  return { total: items.length, answered, correct, done: items.length > 0 && answered === items.length };
}

/** One line of the results review: the question, its number and the option the visitor chose. */
export type QuizReviewEntry = { item: QuizItem; number: number; choice: QuizOption | undefined };

/** The results review: every question in order, with the option chosen (if any, and if it is one). */
export function quizReview(items: readonly QuizItem[], answers: QuizAnswers): QuizReviewEntry[] {
  return items.map((item, index) => ({
    item,
    number: index + 1,
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
