import { useState } from "react";
import {
  nextUnanswered,
  quizProgress,
  revealedAnswer,
  type QuizAnswers,
  type QuizItem,
} from "#app/lib/quiz.ts";

/**
 * The state of the self-check, in memory only (no storage, nothing sent): the option selected in each
 * question, the answers checked so far, and the question where "Check answer" was last pressed with
 * nothing selected (one question is in view at a time). A checked answer is final until "Try again"
 * clears everything; so is an answer shown before one was checked, which does not score. A skipped
 * question stays open and comes round again after the others.
 */
export function useQuiz(items: readonly QuizItem[]) {
  const [selected, setSelected] = useState<QuizAnswers>({});
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [prompted, setPrompted] = useState<string>();

  function select(id: string, option: string) {
    if (answers[id] !== undefined) return;
    setSelected((current) => ({ ...current, [id]: option }));
    setPrompted(undefined);
  }

  /** Records the selected option as the answer; with nothing selected, asks for a choice instead. */
  function check(id: string) {
    const choice = selected[id];
    if (choice === undefined) return setPrompted(id);
    setAnswers((current) => ({ ...current, [id]: choice }));
    setPrompted(undefined);
  }

  /** Closes a question whose answer was shown before one was checked: it does not score. */
  function reveal(id: string) {
    if (answers[id] !== undefined) return;
    setAnswers((current) => ({ ...current, [id]: revealedAnswer }));
    setPrompted(undefined);
  }

  function reset() {
    setSelected({});
    setAnswers({});
    setPrompted(undefined);
  }

  return {
    selected,
    answers,
    /** The id of the question asking for a choice before it can be checked. */
    prompted,
    progress: quizProgress(items, answers),
    select,
    check,
    reveal,
    reset,
    /** The question to move to after answering `id`, or undefined when all are answered. */
    nextAfter: (id: string) => nextUnanswered(items, answers, id),
  };
}
