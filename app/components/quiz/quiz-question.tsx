import { useEffect, useRef } from "react";
import { Icon } from "#app/components/icon.tsx";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { SpotThePatternPage } from "#app/content/pages/spot-the-pattern.ts";
import { withMarkers, type QuizItem } from "#app/lib/quiz.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { cn } from "#app/lib/utils.ts";
import { QuizAnswer } from "./quiz-answer.tsx";
import { QuizFeedback } from "./quiz-feedback.tsx";
import { QuizChoice } from "./quiz-choice.tsx";
import { QuizMarks } from "./quiz-marks.tsx";

export type QuizQuestionText = Pick<
  SpotThePatternPage,
  | "screenHeading"
  | "legend"
  | "check"
  | "chooseFirst"
  | "right"
  | "wrong"
  | "answerIs"
  | "youChose"
  | "answerTag"
  | "choiceTag"
  | "showAnswer"
  | "skip"
  | "revealedVerdict"
  | "marksTitle"
  | "patternLink"
  | "next"
  | "seeScore"
>;

/** The id of a question's heading, which takes focus when the quiz moves to that question. */
export const quizHeadingId = (id: string) => `quiz-${id}-title`;

/**
 * One question: the screen (build-time SVG, named by a neutral screen label), the options as native
 * radio buttons in a fieldset, and the answer. Nothing on the screen points at the trick until the
 * question is answered: then its numbered marks are drawn in and listed (issue 26.3).
 *
 * Without JavaScript (and before the page hydrates) every question is on the page and its answer is in
 * a closed native disclosure, "Show the answer". With JavaScript one question is in view at a time
 * (`hidden` on the others) and a "Check answer" button appears under the options; checking announces
 * the verdict and the answer in the question's polite live region, marks the options, and replaces the
 * disclosure (which would only repeat it). The button then moves on to the next question. Opening
 * "Show the answer" with JavaScript closes the question unscored; "Skip for now" leaves it open and
 * moves on. Once a question is closed its drawing is scrolled into view, so the numbered marks drawn in
 * are seen.
 */
export function QuizQuestion({
  item,
  number,
  total,
  text,
  interactive,
  selected,
  answer,
  prompted,
  onSelect,
  onCheck,
  onReveal,
  onSkip,
  onNext,
  isLast,
  hidden,
}: {
  item: QuizItem;
  number: number;
  total: number;
  text: QuizQuestionText;
  /** The page has hydrated: answers can be checked. */
  interactive: boolean;
  selected: string | undefined;
  /** The checked answer, once there is one. */
  answer: string | undefined;
  /** "Check answer" was pressed with nothing selected. */
  prompted: boolean;
  onSelect: (option: string) => void;
  onCheck: () => void;
  /** "Show the answer" was opened: the question closes, unscored. */
  onReveal: () => void;
  /** Moves on, leaving the question open; offered while another question is open. */
  onSkip: (() => void) | undefined;
  onNext: () => void;
  /** Every other question is answered: after this one come the results. */
  isLast: boolean;
  /** Another question is in view (with JavaScript, one at a time). */
  hidden: boolean;
}) {
  const name = `quiz-${item.id}`;
  const answered = answer !== undefined;
  const linkLabel = fillTemplate(text.patternLink, { name: item.answer.name });
  const drawing = useRef<HTMLDivElement>(null);
  const wasAnswered = useRef(answered);
  useEffect(() => {
    // Only on the change from open to closed, not for questions already closed when they render.
    if (answered && !wasAnswered.current) {
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      drawing.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
    }
    wasAnswered.current = answered;
  }, [answered]);

  return (
    // On a phone the question takes the page's full width, without a card's border and padding, so the
    // screen keeps the 18rem at which its words render at 11 px or more (issue 26.2).
    // React does not hydrate what is inside a question: each keeps its pre-rendered HTML, which is what it
    // shows while out of view, until it is the one in view with answers to check.
    <StaticPart
      as="li"
      version={interactive && !hidden ? "in view" : "kept"}
      hidden={hidden}
      className="border-t border-border pt-6 text-card-foreground sm:rounded-lg sm:border sm:bg-card sm:p-6 md:p-8"
    >
      <h2 id={quizHeadingId(item.id)} tabIndex={-1} className="text-2xl font-semibold sm:text-3xl">
        {fillTemplate(text.screenHeading, { number, total })}
      </h2>
      <div className="mt-6 grid items-start gap-6 md:grid-cols-[18rem_minmax(0,1fr)] md:gap-10">
        {/* Build-time SVG from our own drawing components (illustration.server.tsx), never visitor input. */}
        <div
          ref={drawing}
          className="drawing-deferred mx-auto w-full max-w-[18rem] scroll-mt-20"
          dangerouslySetInnerHTML={{ __html: answered ? withMarkers(item) : item.svg }}
        />
        <div className="min-w-0">
          <fieldset disabled={answered} className="min-w-0">
            <legend className="text-lg font-semibold sm:text-xl">
              {fillTemplate(text.legend, { number })}
            </legend>
            <ul className="mt-4 flex list-none flex-col gap-3 p-0">
              {item.options.map((option) => (
                <QuizChoice
                  key={option.slug}
                  name={name}
                  option={option}
                  checked={(answer ?? selected) === option.slug}
                  onSelect={onSelect}
                  mark={
                    !answered
                      ? undefined
                      : option.slug === item.answer.slug
                        ? "answer"
                        : option.slug === answer
                          ? "wrong"
                          : undefined
                  }
                  tags={{ answer: text.answerTag, choice: text.choiceTag }}
                />
              ))}
            </ul>
          </fieldset>
          <div role="status" className={cn((answered || prompted) && "mt-5")}>
            {answered ? (
              <QuizFeedback item={item} choice={answer} text={text} />
            ) : prompted ? (
              <p className="font-semibold text-destructive">{text.chooseFirst}</p>
            ) : null}
          </div>
          {answered ? <QuizMarks title={text.marksTitle} marks={item.marks} /> : null}
          {/* Pre-rendered disabled (and hidden without scripting), so that hydration moves nothing under it. */}
          <div className="mt-5 flex flex-wrap gap-3 noscript:hidden">
            <Button disabled={!interactive} onClick={answered ? onNext : onCheck}>
              {answered ? (isLast ? text.seeScore : text.next) : text.check}
              {answered ? <Icon name="arrow-right" /> : null}
            </Button>
            {answered || !onSkip ? null : (
              <Button variant="outline" disabled={!interactive} onClick={onSkip}>
                {text.skip}
              </Button>
            )}
          </div>
          {answered ? null : (
            <details
              className="group mt-5 rounded-md border border-border"
              onToggle={(event) => {
                if (interactive && event.currentTarget.open) onReveal();
              }}
            >
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-md px-4 py-2 font-semibold text-primary [&::-webkit-details-marker]:hidden">
                {text.showAnswer}
                <Icon
                  name="chevron-down"
                  className="size-5 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <div className="border-t border-border px-4 pt-3 pb-4">
                <QuizAnswer
                  item={item}
                  linkLabel={linkLabel}
                  lead={fillTemplate(text.answerIs, { name: item.answer.name })}
                />
              </div>
            </details>
          )}
        </div>
      </div>
    </StaticPart>
  );
}
