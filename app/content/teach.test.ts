import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasIllustrations } from "#app/components/patterns/illustration.server.tsx";
import { teachPage } from "#app/content/pages/teach.ts";
import { patternFamilyNames, patterns } from "#app/content/patterns.ts";
import { quizQuestions } from "#app/content/spot-the-pattern.ts";
import { lessonParts, lessons, parentsNote } from "#app/content/teach.ts";
import { cardItems, cardKey, lessonView, selfCheckItems, worksheetView } from "#app/data/teach-pack.ts";
import { journeySteps, questionsToAsk, tools } from "#app/content/tools.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { numberWord } from "#app/lib/number-words.ts";
import { aboutPage } from "#app/content/pages/about.ts";
import { homePage } from "#app/content/pages/home.ts";
import { patternsPage } from "#app/content/pages/patterns.ts";
import { partnershipProjects } from "#app/content/partnerships.ts";
import { numberWords } from "#tests/number-words.ts";

const patternBySlug = new Map(patterns.map((pattern) => [pattern.slug, pattern]));
const questionById = new Map(quizQuestions.map((question) => [question.id, question]));
const screenFile = (name: string) => path.join("app", "components", "quiz", "screens", `${name}.tsx`);

describe("the teaching pack's lessons", () => {
  it("teach every pattern family, with the library's family keys, and show no pattern in two lessons", () => {
    expect([...new Set(lessons.map((lesson) => lesson.family))].sort()).toEqual(
      Object.keys(patternFamilyNames).sort(),
    );
    const shown = lessons.flatMap((lesson) => lesson.patterns);
    expect(new Set(shown).size).toBe(shown.length);
  });

  // Issue 54.5: the library's newer interface patterns are taught, not only listed for a longer lesson.
  it("lesson 4 teaches the choices about data and accounts: cookie banners and sign-up walls", () => {
    const lesson = lessons.find((candidate) => candidate.id === "lesson-4")!;
    expect(lesson.family).toBe("interface");
    expect(lesson.patterns).toEqual([
      "consent-asymmetry",
      "visual-interference",
      "trick-wording",
      "forced-action",
    ]);
    expect(questionById.get(lesson.starter.question)?.pattern).toBe("consent-asymmetry");
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

  // Issue 54.5: the pack grew a lesson, so every page that says how many lessons it has counts them.
  it("is counted from the data wherever copy says how many lessons the pack has", () => {
    const stated = new RegExp(
      `\\b(${numberWords.join("|")}|\\d+)(?: 45-minute| ready-made| ready-to-teach)? lessons\\b`,
      "gi",
    );
    const copy = JSON.stringify({ teachPage, homePage, patternsPage, aboutPage, partnershipProjects });
    const counts = [...copy.matchAll(stated)].map((match) => match[1]!.toLowerCase());
    expect(counts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(counts)).toEqual(new Set([numberWord(lessons.length)]));
  });

  it("comes with a note for parents", () => {
    expect(parentsNote.tips.length).toBeGreaterThanOrEqual(3);
  });
});

describe("the teaching pack's picture cards", () => {
  const cards = cardItems();

  // Computed from the library, so a pattern added without its cards fails here (issue 54.5).
  it("hold both versions of every pattern of the library, each pattern's two cards once", () => {
    expect(cards.map((card) => `${card.slug} ${card.side}`).sort()).toEqual(
      patterns.flatMap((pattern) => [`${pattern.slug} harmful`, `${pattern.slug} humane`]).sort(),
    );
    expect(cards.map((card) => card.number)).toEqual(cards.map((_, index) => index + 1));
    for (const card of cards) {
      expect(hasIllustrations(card.slug), card.slug).toBe(true);
      expect(card.label).toBe(patternBySlug.get(card.slug)![card.side].label);
    }
  });

  it("come in a set for each lesson, its own patterns on consecutive cards, then the patterns no lesson shows", () => {
    lessons.forEach((lesson, index) => {
      const own = cards.filter((card) => card.lesson === index + 1);
      expect(new Set(own.map((card) => card.slug))).toEqual(new Set(lesson.patterns));
      expect(
        own.every((card) => card.tag === fillTemplate(teachPage.cards.lessonTag, { number: index + 1 })),
      ).toBe(true);
      expect(own.at(-1)!.number - own[0]!.number).toBe(own.length - 1);
    });
    const shown = new Set(lessons.flatMap((lesson) => lesson.patterns));
    const rest = cards.filter((card) => card.lesson === null);
    // In the library's order, as their harmful cards come.
    expect(rest.filter((card) => card.side === "harmful").map((card) => card.slug)).toEqual(
      patterns.filter((pattern) => !shown.has(pattern.slug)).map((pattern) => pattern.slug),
    );
    expect(cards.slice(-rest.length)).toEqual(rest);
  });

  it("put the patterns no lesson shows in sets of five patterns or fewer, a pattern's two cards in one set", () => {
    const rest = cards.filter((card) => card.lesson === null);
    const sets = [...new Set(rest.map((card) => card.set))];
    expect(sets).toEqual(sets.map((_, index) => `more-${index + 1}`));
    for (const [index, set] of sets.entries()) {
      const own = rest.filter((card) => card.set === set);
      expect(own.length, set).toBeLessThanOrEqual(10);
      expect(own.at(-1)!.number - own[0]!.number, set).toBe(own.length - 1);
      for (const card of own)
        expect(
          own.filter((other) => other.slug === card.slug),
          card.slug,
        ).toHaveLength(2);
      const tag =
        sets.length === 1
          ? teachPage.cards.moreTag
          : fillTemplate(teachPage.cards.moreSetTag, { number: index + 1 });
      expect(own.every((card) => card.tag === tag)).toBe(true);
    }
    // Sets of about the same size: nine patterns make sets of five and four, not of five and one.
    const sizes = sets.map((set) => rest.filter((card) => card.set === set).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(2);
  });

  it("are mixed: no two neighbours show the same pattern, and no set starts in its patterns' order", () => {
    for (const [index, card] of cards.slice(1).entries()) expect(card.slug).not.toBe(cards[index]!.slug);
    for (const lesson of lessons) {
      const own = cards.filter((card) => card.lesson === lessons.indexOf(lesson) + 1);
      expect(own.map((card) => card.slug).slice(0, lesson.patterns.length)).not.toEqual(lesson.patterns);
    }
  });

  it("have a key with a line per pattern naming its two cards, set by set", () => {
    const key = cardKey(cards);
    expect(key.map((set) => set.tag)).toEqual([...new Set(cards.map((card) => card.tag))]);
    expect(key.flatMap((set) => set.rows.map((row) => row.slug)).sort()).toEqual(
      patterns.map((pattern) => pattern.slug).sort(),
    );
    for (const row of key.flatMap((set) => set.rows)) {
      expect(cards[row.harmful - 1]).toMatchObject({ slug: row.slug, side: "harmful" });
      expect(cards[row.humane - 1]).toMatchObject({ slug: row.slug, side: "humane" });
    }
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
