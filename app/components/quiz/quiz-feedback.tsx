import type { SpotThePatternPage } from "#app/content/pages/spot-the-pattern.ts";
import { outcomeOf, type QuizItem } from "#app/lib/quiz.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { cn } from "#app/lib/utils.ts";
import { QuizAnswer } from "./quiz-answer.tsx";

/**
 * The verdict on an answer, the right answer, why, and the pattern's page: after checking a question,
 * and again for each question in the results review, in the same words.
 */
export function QuizFeedback({
  item,
  choice,
  text,
}: {
  item: Pick<QuizItem, "answer" | "why" | "options">;
  /** The slug of the option checked, or how the question was closed without one (`revealedAnswer`). */
  choice: string | undefined;
  text: Pick<
    SpotThePatternPage,
    "right" | "wrong" | "revealedVerdict" | "youChose" | "answerIs" | "patternLink"
  >;
}) {
  const outcome = choice === undefined ? "wrong" : outcomeOf(item, choice);
  const correct = outcome === "right";
  const chosen = item.options.find((option) => option.slug === choice);
  const verdict = {
    right: text.right,
    wrong: text.wrong,
    revealed: text.revealedVerdict,
  }[outcome];
  return (
    <div
      className={cn(
        "rounded-md border-l-4 px-4 py-3",
        correct
          ? "border-primary bg-accent/60"
          : outcome === "wrong"
            ? "border-destructive bg-muted/70"
            : "border-muted-foreground bg-muted/70",
      )}
    >
      <QuizAnswer
        item={item}
        linkLabel={fillTemplate(text.patternLink, { name: item.answer.name })}
        lead={
          <>
            <strong
              className={correct ? "text-primary" : outcome === "wrong" ? "text-destructive" : undefined}
            >
              {verdict}.
            </strong>{" "}
            {outcome === "wrong" ? `${fillTemplate(text.youChose, { choice: chosen?.name ?? "" })} ` : null}
            {fillTemplate(text.answerIs, { name: item.answer.name })}
          </>
        }
      />
    </div>
  );
}
