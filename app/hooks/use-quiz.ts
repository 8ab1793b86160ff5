import { useState } from "react";
import { nextUnanswered, quizProgress, type QuizAnswers, type QuizItem } from "~/lib/quiz";

/**
 * The state of the self-check, in memory only (no storage, nothing sent): the option selected in each
 * question, the answers checked so far, and the questions where "Check answer" was pressed with
 * nothing selected. A checked answer is final until "Try again" clears everything.
 */
export function useQuiz(items: readonly QuizItem[]) {
  const [selected, setSelected] = useState<QuizAnswers>({});
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [prompted, setPrompted] = useState<ReadonlySet<string>>(new Set());

  function select(id: string, option: string) {
    if (answers[id] !== undefined) return;
    setSelected((current) => ({ ...current, [id]: option }));
    setPrompted((current) => without(current, id));
  }

  /** Records the selected option as the answer; with nothing selected, asks for a choice instead. */
  function check(id: string) {
    const choice = selected[id];
    if (choice === undefined) {
      setPrompted((current) => new Set(current).add(id));
      return;
    }
    setAnswers((current) => ({ ...current, [id]: choice }));
    setPrompted((current) => without(current, id));
  }

  function reset() {
    setSelected({});
    setAnswers({});
    setPrompted(new Set());
  }

  return {
    selected,
    answers,
    prompted,
    progress: quizProgress(items, answers),
    select,
    check,
    reset,
    /** The question to move to after answering `id`, or undefined when all are answered. */
    nextAfter: (id: string) => nextUnanswered(items, answers, id),
  };
}

function without(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  if (!set.has(id)) return set;
  const next = new Set(set);
  next.delete(id);
  return next;
}
