import { describe, expect, it } from "vitest";
import {
  isCorrect,
  nextUnanswered,
  outcomeOf,
  quizProgress,
  quizReview,
  revealedAnswer,
  withMarkers,
} from "./quiz.ts";

const items = ["a", "b", "c", "d"].map((id) => ({
  id,
  answer: { slug: `right-${id}`, name: id, path: `/patterns/right-${id}` },
}));

describe("quiz scoring", () => {
  it("counts nothing before any answer", () => {
    expect(quizProgress(items, {})).toEqual({ total: 4, answered: 0, correct: 0, revealed: 0, done: false });
  });

  it("counts answered and right answers, and is done when every question is answered", () => {
    expect(quizProgress(items, { a: "right-a", b: "wrong" })).toEqual({
      total: 4,
      answered: 2,
      correct: 1,
      revealed: 0,
      done: false,
    });
    expect(quizProgress(items, { a: "right-a", b: "wrong", c: "right-c", d: "right-d" })).toEqual({
      total: 4,
      answered: 4,
      correct: 3,
      revealed: 0,
      done: true,
    });
  });

  it("closes a question whose answer was shown without scoring it", () => {
    const progress = quizProgress(items, {
      a: revealedAnswer,
      b: "right-b",
      c: "right-c",
      d: revealedAnswer,
    });
    expect(progress).toEqual({ total: 4, answered: 4, correct: 2, revealed: 2, done: true });
    expect(outcomeOf(items[0]!, revealedAnswer)).toBe("revealed");
    expect(isCorrect(items[0]!, revealedAnswer)).toBe(false);
    expect(outcomeOf(items[0]!, "right-a")).toBe("right");
    expect(outcomeOf(items[0]!, "right-b")).toBe("wrong");
  });

  it("ignores answers to questions it does not know, and an empty quiz is never done", () => {
    expect(quizProgress(items, { z: "right-z" }).answered).toBe(0);
    expect(quizProgress([], {}).done).toBe(false);
  });

  it("tells a right answer from a wrong one or none", () => {
    expect(isCorrect(items[0]!, "right-a")).toBe(true);
    expect(isCorrect(items[0]!, "right-b")).toBe(false);
    expect(isCorrect(items[0]!, undefined)).toBe(false);
  });
});

describe("nextUnanswered", () => {
  it("goes to the next question not yet answered, skipping answered ones", () => {
    expect(nextUnanswered(items, { a: "x" }, "a")).toBe("b");
    expect(nextUnanswered(items, { a: "x", b: "x" }, "a")).toBe("c");
  });

  it("wraps round to earlier questions left open", () => {
    expect(nextUnanswered(items, { b: "x", c: "x", d: "x" }, "d")).toBe("a");
  });

  it("is undefined once every question is answered", () => {
    expect(nextUnanswered(items, { a: "x", b: "x", c: "x", d: "x" }, "b")).toBeUndefined();
  });
});

describe("quizReview", () => {
  const full = ["a", "b", "c"].map((id) => ({
    id,
    answer: { slug: `right-${id}`, name: `Right ${id}`, path: `/patterns/right-${id}` },
    options: [
      { slug: `right-${id}`, name: `Right ${id}` },
      { slug: `wrong-${id}`, name: `Wrong ${id}` },
    ],
    why: "Because.",
    screen: `screen ${id}`,
    svg: "<svg></svg>",
    markers: "",
    marks: [],
  }));

  it("lists every question in order with the option chosen, right or wrong, or none", () => {
    const review = quizReview(full, { a: "right-a", b: "wrong-b" });
    expect(review.map((entry) => entry.number)).toEqual([1, 2, 3]);
    expect(review.map((entry) => entry.item.id)).toEqual(["a", "b", "c"]);
    expect(review[0]!.choice).toEqual({ slug: "right-a", name: "Right a" });
    expect(review[1]!.choice).toEqual({ slug: "wrong-b", name: "Wrong b" });
    expect(review[2]!.choice).toBeUndefined();
  });

  it("agrees with the score: the entries whose choice is right are the questions scored right", () => {
    const answers = { a: "right-a", b: "wrong-b", c: "right-c" };
    const right = quizReview(full, answers).filter((entry) => isCorrect(entry.item, entry.choice?.slug));
    expect(right.map((entry) => entry.item.id)).toEqual(["a", "c"]);
    expect(right).toHaveLength(quizProgress(full, answers).correct);
  });

  it("ignores an answer that is not one of the question's options", () => {
    expect(quizReview(full, { a: "nonsense" })[0]!.choice).toBeUndefined();
  });
});

describe("withMarkers", () => {
  it("draws the marks in last, over the picture, and leaves a screen without marks as it is", () => {
    const svg = '<svg viewBox="0 0 320 564"><rect/></svg>';
    const markers = '<g data-marker="1"><circle/></g>';
    expect(withMarkers({ svg, markers })).toBe(`<svg viewBox="0 0 320 564"><rect/>${markers}</svg>`);
    expect(withMarkers({ svg, markers: "" })).toBe(svg);
    // Replacement patterns in the markup are kept as written.
    expect(withMarkers({ svg, markers: "<text>$&</text>" })).toContain("<text>$&</text></svg>");
  });
});
