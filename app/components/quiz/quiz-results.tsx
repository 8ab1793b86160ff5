import { ArrowLink } from "~/components/about/arrow-link";
import { Button } from "~/components/ui/button";
import type { SpotThePatternPage } from "~/content/pages/spot-the-pattern";
import type { QuizProgress, QuizReviewEntry } from "~/lib/quiz";
import { fillTemplate } from "~/lib/template";
import { QuizFeedback } from "./quiz-feedback";

export const quizResultsHeadingId = "quiz-results-title";

/**
 * The end of the quiz (with JavaScript, once every question is answered): the score, then a review of
 * each question with the visitor's answer, the right one, why, and the pattern's page. The heading is
 * the score, so moving focus to it reads the result.
 */
export function QuizResults({
  progress,
  review,
  text,
  onReset,
}: {
  progress: QuizProgress;
  review: QuizReviewEntry[];
  text: Pick<
    SpotThePatternPage,
    | "score"
    | "scoreNote"
    | "tryAgain"
    | "libraryLink"
    | "screenLabel"
    | "right"
    | "wrong"
    | "youChose"
    | "answerIs"
    | "patternLink"
  >;
  onReset: () => void;
}) {
  return (
    <section aria-labelledby={quizResultsHeadingId} className="flex flex-col gap-8">
      <div className="rounded-lg border border-primary/40 bg-accent/60 p-6 sm:p-8">
        <h2 id={quizResultsHeadingId} tabIndex={-1} className="text-2xl font-semibold sm:text-3xl">
          {fillTemplate(text.score, { score: progress.correct, total: progress.total })}
        </h2>
        <p className="mt-3 max-w-[65ch] text-lg">{text.scoreNote}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          <Button onClick={onReset}>{text.tryAgain}</Button>
          <ArrowLink link={text.libraryLink} />
        </div>
      </div>
      <ol className="flex list-none flex-col gap-8 p-0">
        {review.map(({ item, number, choice }) => (
          <li key={item.id} className="flex flex-col gap-2">
            <h3 className="text-xl font-semibold">
              {fillTemplate(text.screenLabel, { number, label: item.screen })}
            </h3>
            <QuizFeedback item={item} choice={choice?.slug} text={text} />
          </li>
        ))}
      </ol>
    </section>
  );
}
