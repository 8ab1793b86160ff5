import { describe, expect, it } from "vitest";
import { isCorrect, nextUnanswered, quizProgress } from "./quiz";

const items = ["a", "b", "c", "d"].map((id) => ({
  id,
  answer: { slug: `right-${id}`, name: id, path: `/patterns/right-${id}` },
}));

describe("quiz scoring", () => {
  it("counts nothing before any answer", () => {
    expect(quizProgress(items, {})).toEqual({ total: 4, answered: 0, correct: 0, done: false });
  });

  it("counts answered and right answers, and is done when every question is answered", () => {
    expect(quizProgress(items, { a: "right-a", b: "wrong" })).toEqual({
      total: 4,
      answered: 2,
      correct: 1,
      done: false,
    });
    expect(quizProgress(items, { a: "right-a", b: "wrong", c: "right-c", d: "right-d" })).toEqual({
      total: 4,
      answered: 4,
      correct: 3,
      done: true,
    });
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
