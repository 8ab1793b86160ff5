import { renderIllustration } from "#app/components/patterns/illustration.server.tsx";
import { renderQuizScreen } from "#app/components/quiz/quiz-screen.server.tsx";
import type { QuizQuestion } from "#app/content/spot-the-pattern.ts";

/**
 * The screen of one self-check question as SVG markup, at build time: the screen drawn for the question,
 * or else the harmful drawing of its pattern. Shared by /spot-the-pattern and the teaching pack's
 * printable self-check and lessons, so paper and page show the same picture.
 */
export function renderQuestionScreen(question: QuizQuestion, label: string): string {
  return question.screen
    ? renderQuizScreen(question.screen.name, { label })
    : renderIllustration(question.pattern, "harmful", { label });
}
