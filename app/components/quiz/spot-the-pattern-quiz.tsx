import { ArrowLink } from "~/components/about/arrow-link";
import { Icon } from "~/components/icon";
import type { SpotThePatternPage } from "~/content/pages/spot-the-pattern";
import { useHydrated } from "~/hooks/use-hydrated";
import { useQuiz } from "~/hooks/use-quiz";
import type { QuizItem } from "~/lib/quiz";
import { QuizQuestion, quizHeadingId } from "./quiz-question";
import { QuizScore, quizScoreHeadingId } from "./quiz-score";

/**
 * The self-check: instructions, the questions in order, and the score. Answers live in this
 * component's state only: nothing is stored or sent. Focus moves with the visitor: "Next question"
 * to the next unanswered question, "See your score" to the score, "Try again" back to the first.
 */
export function SpotThePatternQuiz({ items, text }: { items: QuizItem[]; text: SpotThePatternPage }) {
  const hydrated = useHydrated();
  const quiz = useQuiz(items);

  function focusHeading(id: string) {
    document.getElementById(id)?.focus();
  }

  function reset() {
    quiz.reset();
    if (items[0]) focusHeading(quizHeadingId(items[0].id));
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex max-w-[65ch] flex-col gap-3 text-lg">
        <p>{text.instructions}</p>
        <p className="flex items-start gap-2 text-muted-foreground">
          <Icon name="lock" className="mt-1 size-5 shrink-0 text-primary" />
          {text.privacy}
        </p>
      </div>
      <ol className="flex list-none flex-col gap-8 p-0">
        {items.map((item, index) => {
          const next = quiz.nextAfter(item.id);
          return (
            <QuizQuestion
              key={item.id}
              item={item}
              number={index + 1}
              total={items.length}
              text={text}
              interactive={hydrated}
              selected={quiz.selected[item.id]}
              answer={quiz.answers[item.id]}
              prompted={quiz.prompted.has(item.id)}
              onSelect={(option) => quiz.select(item.id, option)}
              onCheck={() => quiz.check(item.id)}
              onNext={() => focusHeading(next ? quizHeadingId(next) : quizScoreHeadingId)}
              isLast={next === undefined}
            />
          );
        })}
      </ol>
      {hydrated ? (
        <QuizScore progress={quiz.progress} text={text} onReset={reset} />
      ) : (
        <p>
          <ArrowLink link={text.libraryLink} />
        </p>
      )}
    </div>
  );
}
