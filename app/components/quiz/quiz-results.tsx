import { ArrowLink } from "#app/components/shared/arrow-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { SpotThePatternPage } from "#app/content/pages/spot-the-pattern.ts";
import { withMarkers, type QuizProgress, type QuizReviewEntry } from "#app/lib/quiz.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { QuizFeedback } from "./quiz-feedback.tsx";

export const quizResultsHeadingId = "quiz-results-title";

/**
 * The end of the quiz (with JavaScript, once every question is closed): the score, then a review of
 * each question with its screen and numbered marks, the visitor's answer, the right one, why, and the
 * pattern's page. The heading is the score, so moving focus to it reads the result.
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
    | "notScored"
    | "revealedVerdict"
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
        {progress.revealed > 0 ? (
          <p className="mt-3 max-w-[65ch] text-lg font-semibold">
            {fillTemplate(text.notScored, { revealed: progress.revealed })}
          </p>
        ) : null}
        <p className="mt-3 max-w-[65ch] text-lg">{text.scoreNote}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          <Button onClick={onReset}>{text.tryAgain}</Button>
          <ArrowLink link={text.libraryLink} />
        </div>
      </div>
      <ol className="flex list-none flex-col gap-8 p-0">
        {review.map(({ item, number, answer }) => (
          <li key={item.id} className="grid items-start gap-4 sm:grid-cols-[18rem_minmax(0,1fr)] sm:gap-6">
            {/* The screen again with its marks, at the quiz's 18rem so its words and marks can be read
                (11 px or more, issue 26.2). Its name is the heading beside it, so the picture itself is
                hidden from assistive technology. */}
            <div
              aria-hidden="true"
              className="w-full max-w-[18rem] max-sm:order-2"
              dangerouslySetInnerHTML={{ __html: withMarkers(item) }}
            />
            <div className="flex min-w-0 flex-col gap-2">
              <h3 className="text-xl font-semibold">
                {fillTemplate(text.screenLabel, { number, label: item.screen })}
              </h3>
              <QuizFeedback item={item} choice={answer} text={text} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
