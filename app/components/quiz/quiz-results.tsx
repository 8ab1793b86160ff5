import { Link } from "react-router";
import { ArrowLink } from "~/components/about/arrow-link";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import type { SpotThePatternPage } from "~/content/pages/spot-the-pattern";
import type { QuizProgress, QuizReviewEntry } from "~/lib/quiz";
import { fillTemplate } from "~/lib/template";
import { cn } from "~/lib/utils";

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
    | "reviewTitle"
    | "reviewQuestion"
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
      <div>
        <h3 className="text-xl font-semibold sm:text-2xl">{text.reviewTitle}</h3>
        <ol className="mt-4 flex list-none flex-col p-0">
          {review.map(({ item, number, choice, correct }) => (
            <li key={item.id} className="flex gap-3 border-t border-border py-5">
              <Icon
                name={correct ? "check" : "x"}
                className={cn("mt-1 size-5 shrink-0", correct ? "text-primary" : "text-destructive")}
              />
              <div className="flex min-w-0 flex-col gap-1.5">
                <h4 className="font-sans text-base font-semibold">
                  {fillTemplate(text.reviewQuestion, { number, label: item.screen })}
                </h4>
                <p>
                  <strong className={correct ? "text-primary" : "text-destructive"}>
                    {correct ? text.right : text.wrong}.
                  </strong>{" "}
                  {correct ? null : `${fillTemplate(text.youChose, { choice: choice?.name ?? "" })} `}
                  {fillTemplate(text.answerIs, { name: item.answer.name })}
                </p>
                <p className="max-w-[65ch] text-muted-foreground">{item.why}</p>
                <p>
                  <Link to={item.answer.path} className="inline-block py-1 font-semibold">
                    {fillTemplate(text.patternLink, { name: item.answer.name })}
                  </Link>
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
