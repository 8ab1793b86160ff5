import { z } from "zod";

import {
  heroSchema,
  linkSchema,
  leadLinkSchema,
  pageMetaSchema,
  parseContent,
} from "#app/content/schemas.ts";
import { quizQuestionIds } from "#app/content/spot-the-pattern-ids.ts";
import { numberWord, capitalNumberWord } from "#app/lib/number-words.ts";

/**
 * Page copy for /spot-the-pattern, the self-check. The questions are in content/spot-the-pattern.ts;
 * this module holds only the words around them, so it is the only part of the quiz's content that
 * ships as JavaScript. Placeholders in braces are filled in by the page.
 */

const text = z.string().trim().min(1);
const template = (...keys: string[]) =>
  text.refine((value) => keys.every((key) => value.includes(`{${key}}`)), {
    message: `must contain ${keys.map((key) => `{${key}}`).join(" and ")}`,
  });

const spotThePatternPageSchema = z.object({
  meta: pageMetaSchema,
  /** The pointer to the teaching pack (/teach). */
  teach: leadLinkSchema,
  hero: heroSchema,
  /** How the quiz works, behind a disclosure so the first question starts on the first screen; true with and without JavaScript. */
  instructionsLabel: text,
  instructions: text,
  privacy: z.literal("Your answers stay in this page: nothing is stored or sent."),
  /** Heading of each question. */
  screenHeading: template("number", "total"),
  /** Accessible name of each screen, and the heading of its entry in the results review. */
  screenLabel: template("number", "label"),
  /** The <legend> of each question's answers. */
  legend: template("number"),
  check: text,
  chooseFirst: text,
  right: z.literal("Right"),
  wrong: z.literal("Not quite"),
  answerIs: template("name"),
  youChose: template("choice"),
  /** Beside the options once a question is answered. */
  answerTag: text,
  choiceTag: text,
  showAnswer: z.literal("Show the answer"),
  /** Moves on and leaves the question open: it comes round again after the others. */
  skip: text,
  /** The verdict of a question whose answer was shown before one was checked. */
  revealedVerdict: text,
  /** Under the score, when some answers were shown. */
  notScored: template("revealed"),
  marksTitle: text,
  patternLink: template("name"),
  next: text,
  seeScore: text,
  score: z.literal("Your score: {score} of {total}"),
  scoreNote: text,
  tryAgain: z.literal("Try again"),
  libraryLink: linkSchema,
});

export type SpotThePatternPage = z.infer<typeof spotThePatternPageSchema>;

const data: SpotThePatternPage = {
  teach: {
    lead: "Want these questions on paper? The teaching pack has a printable self-check with a separate answer key.",
    label: "Teaching Pack",
    href: "/teach",
  },
  meta: {
    title: "Spot the Pattern",
    description: `A self-check: ${numberWord(quizQuestionIds.length)} illustrated screens from apps and websites, each using one design pattern that steers people. Can you tell which one?`,
  },
  hero: {
    eyebrow: "Resources",
    title: "Spot the Pattern",
    lead: `${capitalNumberWord(quizQuestionIds.length)} screens from everyday apps and websites, each built around one pattern of our library. Which one is it?`,
  },
  instructionsLabel: "How it works",
  instructions:
    "Choose an answer for each screen and check it. “Show the answer” tells you without scoring the question, and “Skip for now” brings the question back after the others. Once a question is closed, numbered marks point at what matters; the end reviews every screen.",
  privacy: "Your answers stay in this page: nothing is stored or sent.",
  screenHeading: "Question {number} of {total}",
  screenLabel: "Screen {number}: {label}",
  legend: "Which pattern does screen {number} use?",
  check: "Check answer",
  chooseFirst: "Choose an answer first, then check it.",
  right: "Right",
  wrong: "Not quite",
  answerIs: "The answer is {name}.",
  youChose: "You chose {choice}.",
  answerTag: "The answer",
  choiceTag: "Your choice",
  showAnswer: "Show the answer",
  skip: "Skip for now",
  revealedVerdict: "Answer shown, not scored",
  notScored: "Answers shown before you chose, so not scored: {revealed}.",
  marksTitle: "What the numbered marks point at",
  patternLink: "{name} in the pattern library",
  next: "Next question",
  seeScore: "See your results",
  score: "Your score: {score} of {total}",
  scoreNote:
    "Each pattern has a page in the library: how it works on the mind, what the research found, where the law stands and how to resist it.",
  tryAgain: "Try again",
  libraryLink: { label: "Browse the pattern library", href: "/patterns" },
};

export const spotThePatternPage: SpotThePatternPage = parseContent(
  spotThePatternPageSchema,
  data,
  "content/pages/spot-the-pattern.ts",
);
