import { ArrowLink } from "~/components/about/arrow-link";
import { Button } from "~/components/ui/button";
import type { SpotThePatternPage } from "~/content/pages/spot-the-pattern";
import type { QuizProgress } from "~/lib/quiz";
import { fillTemplate } from "~/lib/template";

export const quizScoreHeadingId = "quiz-score-title";

/**
 * The end of the quiz (shown once the page is interactive): how many screens are answered, then the
 * score with "Try again". The heading becomes the score, so moving focus to it reads the result.
 */
export function QuizScore({
  progress,
  text,
  onReset,
}: {
  progress: QuizProgress;
  text: Pick<
    SpotThePatternPage,
    "scoreTitle" | "progress" | "score" | "scoreNote" | "tryAgain" | "libraryLink"
  >;
  onReset: () => void;
}) {
  return (
    <section
      aria-labelledby={quizScoreHeadingId}
      className="rounded-lg border border-primary/40 bg-accent/60 p-6 sm:p-8"
    >
      <h2 id={quizScoreHeadingId} tabIndex={-1} className="text-2xl font-semibold sm:text-3xl">
        {progress.done
          ? fillTemplate(text.score, { score: progress.correct, total: progress.total })
          : text.scoreTitle}
      </h2>
      {progress.done ? (
        <>
          <p className="mt-3 max-w-[65ch] text-lg">{text.scoreNote}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
            <Button onClick={onReset}>{text.tryAgain}</Button>
            <ArrowLink link={text.libraryLink} />
          </div>
        </>
      ) : (
        <p className="mt-3 text-lg">
          {fillTemplate(text.progress, { answered: progress.answered, total: progress.total })}
        </p>
      )}
    </section>
  );
}
