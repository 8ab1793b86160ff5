import { describe, expect, it } from "vitest";
import {
  hasIllustrations,
  renderIllustration,
  splitMarkers,
} from "#app/components/patterns/illustration.server.tsx";
import { renderQuizScreen } from "#app/components/quiz/quiz-screen.server.tsx";
import { homePage } from "./pages/home.ts";
import { patternsPage } from "./pages/patterns.ts";
import { spotThePatternPage } from "./pages/spot-the-pattern.ts";
import { teachPage } from "./pages/teach.ts";
import { patterns } from "./patterns.ts";
import { parseContent } from "./schemas.ts";
import { numberWords } from "#tests/number-words.ts";
import { quizQuestions, quizQuestionSchema } from "./spot-the-pattern.ts";

const names = new Map(patterns.map((pattern) => [pattern.slug, pattern.name]));

describe("content/spot-the-pattern", () => {
  it("has at least ten questions, each on a different pattern of the library with an illustration", () => {
    expect(quizQuestions.length).toBeGreaterThanOrEqual(10);
    const answers = quizQuestions.map((question) => question.pattern);
    expect(new Set(answers).size).toBe(answers.length);
    for (const slug of answers) {
      expect(names.has(slug), slug).toBe(true);
      expect(hasIllustrations(slug), slug).toBe(true);
    }
    expect(new Set(quizQuestions.map((question) => question.id)).size).toBe(quizQuestions.length);
  });

  it("asks about the AI family at least three times, on the pattern's own drawing of a chat", () => {
    const ai = quizQuestions.filter((question) => question.pattern.startsWith("ai-"));
    expect(ai.length).toBeGreaterThanOrEqual(3);
    for (const question of ai) {
      expect(question.screenLabel, question.id).toMatch(/\bchat\b/);
      // The screen is the pattern's harmful drawing, so the answer is what the drawing shows.
      if (!question.screen) expect(hasIllustrations(question.pattern), question.id).toBe(true);
    }
  });

  it("offers three or four different patterns of the library, the answer among them", () => {
    for (const question of quizQuestions) {
      expect(question.options.length, question.id).toBeGreaterThanOrEqual(3);
      expect(question.options.length, question.id).toBeLessThanOrEqual(4);
      expect(new Set(question.options).size, question.id).toBe(question.options.length);
      expect(question.options, question.id).toContain(question.pattern);
      for (const option of question.options)
        expect(names.has(option), `${question.id}: ${option}`).toBe(true);
    }
  });

  it("moves the answer around: every position is used, none more than half the time", () => {
    const positions = quizQuestions.map((question) => question.options.indexOf(question.pattern));
    expect(new Set(positions)).toEqual(new Set([0, 1, 2, 3]));
    for (const position of [0, 1, 2, 3]) {
      expect(positions.filter((value) => value === position).length).toBeLessThanOrEqual(
        quizQuestions.length / 2,
      );
    }
  });

  it("never gives the answer away in the screen label, and says why in one sentence", () => {
    for (const question of quizQuestions) {
      const label = question.screenLabel.toLowerCase();
      for (const option of question.options) {
        const name = names.get(option)!.toLowerCase();
        expect(label, question.id).not.toContain(name);
        expect(label, question.id).not.toContain(option.replaceAll("-", " "));
      }
      expect(question.screenLabel[0], "labels follow 'Screen 3: '").toBe(
        question.screenLabel[0]!.toLowerCase(),
      );
      expect(question.why.split(/[.!?](?:\s|$)/).filter(Boolean), question.id).toHaveLength(1);
    }
  });

  it("rejects a question whose answer is not an option, or that repeats an option", () => {
    const base = {
      id: "x",
      pattern: "autoplay",
      screenLabel: "a screen",
      options: ["autoplay", "nagging", "preselection"],
      why: "Because.",
    };
    expect(() => parseContent(quizQuestionSchema, base, "test")).not.toThrow();
    expect(() =>
      parseContent(
        quizQuestionSchema,
        { ...base, options: ["nagging", "preselection", "hidden-costs"] },
        "test",
      ),
    ).toThrow(/not among the options/);
    expect(() =>
      parseContent(quizQuestionSchema, { ...base, options: ["autoplay", "nagging", "nagging"] }, "test"),
    ).toThrow(/listed twice/);
    expect(() => parseContent(quizQuestionSchema, { ...base, why: "One. Two." }, "test")).toThrow(
      /one sentence/,
    );
  });

  it("draws its own screen where the library's drawing is the home page's example, one mark per title", () => {
    for (const question of quizQuestions) {
      if (question.pattern === homePage.example.slug)
        expect(question.screen, `${question.id} needs a screen of its own`).toBeDefined();
      const markup = question.screen
        ? renderQuizScreen(question.screen.name, { label: "x" })
        : renderIllustration(question.pattern, "harmful", { label: "x" });
      const { svg, markers } = splitMarkers(markup);
      expect(svg, question.id).not.toContain("data-marker");
      if (question.screen)
        expect(markers.match(/data-marker=/g), question.id).toHaveLength(question.screen.marks.length);
    }
  });

  it("the page copy counts the questions there are", () => {
    const count = numberWords[quizQuestions.length];
    expect(count, "spell out the number of questions in the copy").toBeDefined();
    const pattern = new RegExp(`\\b${count}\\b`, "i");
    expect(spotThePatternPage.hero.lead).toMatch(pattern);
    expect(spotThePatternPage.meta.description).toMatch(pattern);
    // The pages that point at the self-check say the same number.
    for (const [page, copy] of Object.entries({ homePage, patternsPage, teachPage })) {
      const text = JSON.stringify(copy);
      expect(text, page).toMatch(new RegExp(`\\b${count} (?:everyday |illustrated )?screens\\b`, "i"));
      expect(text, page).not.toMatch(
        /\b(?:ten|eleven|twelve|fourteen) (?:everyday |illustrated )?screens\b/i,
      );
    }
  });
});
