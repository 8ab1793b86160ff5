import { useState } from "react";
import { flushSync } from "react-dom";
import { ArrowLink } from "#app/components/shared/arrow-link.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { SpotThePatternPage } from "#app/content/pages/spot-the-pattern.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { useQuiz } from "#app/hooks/use-quiz.ts";
import { quizReview, type QuizItem } from "#app/lib/quiz.ts";
import { QuizQuestion, quizHeadingId } from "./quiz-question.tsx";
import { QuizResults, quizResultsHeadingId } from "./quiz-results.tsx";

/**
 * The self-check: instructions, the questions, and the results. Without JavaScript every question is on
 * the page; with it, one is in view at a time ("Question 3 of 10"), then the results review. Answers
 * live in this component's state only: nothing is stored or sent. Focus moves with the visitor: to the
 * heading of the question brought into view, to the results, and back to the first question on "Try
 * again".
 */
export function SpotThePatternQuiz({ items, text }: { items: QuizItem[]; text: SpotThePatternPage }) {
  const hydrated = useHydrated();
  const quiz = useQuiz(items);
  const [current, setCurrent] = useState(0);
  const [showResults, setShowResults] = useState(false);
  const results = hydrated && showResults && quiz.progress.done;

  /** Changes what is in view, then moves focus to its heading (which must be rendered to take it). */
  function show(change: () => void, headingId: string) {
    flushSync(change);
    document.getElementById(headingId)?.focus();
  }

  function next(id: string) {
    const target = quiz.nextAfter(id);
    const index = items.findIndex((item) => item.id === target);
    if (index < 0) show(() => setShowResults(true), quizResultsHeadingId);
    else show(() => setCurrent(index), quizHeadingId(items[index]!.id));
  }

  function reset() {
    quiz.reset();
    if (items[0])
      show(() => {
        setShowResults(false);
        setCurrent(0);
      }, quizHeadingId(items[0].id));
  }

  return (
    <div className="flex flex-col gap-4 md:gap-8">
      {/* Short, so the first screen of the quiz is on the first screen of a phone. */}
      <div className="flex max-w-[65ch] flex-col gap-1">
        <p className="flex items-start gap-2 text-muted-foreground">
          <Icon name="lock" className="mt-1 size-4.5 shrink-0 text-primary" />
          {text.privacy}
        </p>
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-primary">
            <Icon name="info" className="size-4.5 shrink-0" />
            {text.instructionsLabel}
          </summary>
          <p className="pb-2">{text.instructions}</p>
        </details>
      </div>
      <ol className="flex list-none flex-col gap-8 p-0" hidden={results}>
        {items.map((item, index) => {
          return (
            <QuizQuestion
              key={item.id}
              item={item}
              number={index + 1}
              total={items.length}
              text={text}
              interactive={hydrated}
              hidden={hydrated && index !== current}
              selected={quiz.selected[item.id]}
              answer={quiz.answers[item.id]}
              prompted={quiz.prompted === item.id}
              onSelect={(option) => quiz.select(item.id, option)}
              onCheck={() => quiz.check(item.id)}
              onReveal={() => quiz.reveal(item.id)}
              onSkip={
                [undefined, item.id].includes(quiz.nextAfter(item.id)) ? undefined : () => next(item.id)
              }
              onNext={() => next(item.id)}
              isLast={quiz.nextAfter(item.id) === undefined}
            />
          );
        })}
      </ol>
      {results ? (
        <QuizResults
          progress={quiz.progress}
          review={quizReview(items, quiz.answers)}
          text={text}
          onReset={reset}
        />
      ) : (
        <p hidden={hydrated}>
          <ArrowLink link={text.libraryLink} />
        </p>
      )}
    </div>
  );
}
