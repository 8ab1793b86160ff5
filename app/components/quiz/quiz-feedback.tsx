import type { SpotThePatternPage } from "~/content/pages/spot-the-pattern";
import type { QuizItem } from "~/lib/quiz";
import { fillTemplate } from "~/lib/template";
import { cn } from "~/lib/utils";
import { QuizAnswer } from "./quiz-answer";

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
  /** The slug of the option chosen. */
  choice: string | undefined;
  text: Pick<SpotThePatternPage, "right" | "wrong" | "youChose" | "answerIs" | "patternLink">;
}) {
  const correct = choice === item.answer.slug;
  const chosen = item.options.find((option) => option.slug === choice);
  return (
    <div
      className={cn(
        "rounded-md border-l-4 px-4 py-3",
        correct ? "border-primary bg-accent/60" : "border-destructive bg-muted/70",
      )}
    >
      <QuizAnswer
        item={item}
        linkLabel={fillTemplate(text.patternLink, { name: item.answer.name })}
        lead={
          <>
            <strong className={correct ? "text-primary" : "text-destructive"}>
              {correct ? text.right : text.wrong}.
            </strong>{" "}
            {correct ? null : `${fillTemplate(text.youChose, { choice: chosen?.name ?? "" })} `}
            {fillTemplate(text.answerIs, { name: item.answer.name })}
          </>
        }
      />
    </div>
  );
}
