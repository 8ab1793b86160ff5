import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasIllustrations } from "#app/components/patterns/illustration.server.tsx";
import { teachPage } from "#app/content/pages/teach.ts";
import { patternFamilyNames, patterns } from "#app/content/patterns.ts";
import { quizQuestions } from "#app/content/spot-the-pattern.ts";
import { lessonParts, lessons, parentsNote } from "#app/content/teach.ts";
import { lessonView, selfCheckItems, worksheetView } from "#app/data/teach-pack.ts";
import { journeySteps, questionsToAsk, tools } from "#app/content/tools.ts";

const patternBySlug = new Map(patterns.map((pattern) => [pattern.slug, pattern]));
const questionById = new Map(quizQuestions.map((question) => [question.id, question]));
const screenFile = (name: string) => path.join("app", "components", "quiz", "screens", `${name}.tsx`);

describe("the teaching pack's lessons", () => {
  it("are one lesson per pattern family, with the library's family keys", () => {
    expect(lessons.map((lesson) => lesson.family).sort()).toEqual(Object.keys(patternFamilyNames).sort());
  });

  for (const lesson of lessons) {
    describe(lesson.id, () => {
      it("shows only patterns of the library, of its own family, each with both drawings", () => {
        for (const slug of lesson.patterns) {
          const pattern = patternBySlug.get(slug);
          expect(pattern, slug).toBeDefined();
          expect(pattern?.family).toBe(lesson.family);
          expect(hasIllustrations(slug), slug).toBe(true);
        }
      });

      it("starts from a question of the self-check whose screen is drawn", () => {
        const question = questionById.get(lesson.starter.question);
        expect(question, lesson.starter.question).toBeDefined();
        if (question?.screen) expect(existsSync(screenFile(question.screen.name))).toBe(true);
        else expect(hasIllustrations(question!.pattern)).toBe(true);
      });

      it("runs for about 45 minutes, every part timed", () => {
        const total = lessonParts.reduce((sum, part) => sum + lesson.minutes[part], 0);
        expect(total).toBeGreaterThanOrEqual(40);
        expect(total).toBeLessThanOrEqual(50);
        expect(lessonView(lesson.id).timing.map((row) => row.part)).toEqual(
          lessonParts.map((part) => teachPage.lesson.parts[part]),
        );
      });

      it("has learning goals, a group activity, discussion questions with notes for the teacher and an exit question", () => {
        expect(lesson.goals.length).toBeGreaterThanOrEqual(2);
        expect(lesson.activity.steps.length).toBeGreaterThanOrEqual(3);
        expect(lesson.discussion.every(({ question }) => question.endsWith("?"))).toBe(true);
        // A note says what to listen for: more than a restated question.
        for (const { question, listenFor } of lesson.discussion)
          expect(listenFor.length, question).toBeGreaterThan(question.length);
        expect(lesson.exit.length).toBeGreaterThan(0);
      });
    });
  }

  it("lists the family's other patterns for a longer lesson, none twice", () => {
    for (const lesson of lessons) {
      const view = lessonView(lesson.id);
      const family = patterns.filter((pattern) => pattern.family === lesson.family).map((p) => p.slug);
      expect([...view.patterns, ...view.more].map((pattern) => pattern.slug).sort()).toEqual(family.sort());
    }
  });

  it("comes with a note for parents", () => {
    expect(parentsNote.tips.length).toBeGreaterThanOrEqual(3);
  });
});

describe("the teaching pack's sheets", () => {
  it("the self-check is every quiz question, in order, with its options and its answer", () => {
    const items = selfCheckItems();
    expect(items.map((item) => item.id)).toEqual(quizQuestions.map((question) => question.id));
    for (const [index, item] of items.entries()) {
      const question = quizQuestions[index]!;
      expect(item.options).toEqual(question.options.map((slug) => patternBySlug.get(slug)!.name));
      expect(item.answer.slug).toBe(question.pattern);
      expect(item.why).toBe(question.why);
    }
  });

  it("the worksheet asks the tools' questions and follows the three-step journey", () => {
    const view = worksheetView();
    expect(view.questions).toBe(questionsToAsk);
    expect(view.steps).toBe(journeySteps);
    expect(view.lookFor).toBe(tools.find((tool) => tool.id === "dark-pattern-detection")!.steps);
    expect(view.families.flatMap((family) => family.patterns.map((pattern) => pattern.name)).sort()).toEqual(
      patterns.map((pattern) => pattern.name).sort(),
    );
  });

  it("the Decision Frameworks tool asks the same three questions", () => {
    const step = tools.find((tool) => tool.id === "decision-frameworks")!.steps.join(" ");
    for (const question of questionsToAsk) expect(step).toContain(question);
  });
});
