import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { teachPage } from "~/content/pages/teach";
import { quizQuestions } from "~/content/spot-the-pattern";
import { formatFileSize } from "~/lib/file-size";
import { selfCheckItems, teachPartPath, teachParts } from "~/components/teach/teach-pack";
import { lessons } from "~/content/teach";
import { fillTemplate } from "~/lib/template";
import { mainNav, teachPdfPath } from "~/site.config";
import { builtPages, clientDir } from "./built-files";

/*
 * The teaching pack as built (issue 29): the printable self-check holds every quiz question and the
 * answer key every answer, each lesson and sheet links its PDF with the size of the file built, and the
 * pages teachers start from link to the pack.
 */
const pages = new Map(builtPages().map((page) => [page.urlPath, page.html]));
const documentAt = (urlPath: string) => {
  const html = pages.get(urlPath);
  if (!html) throw new Error(`${urlPath} was not built`);
  return new JSDOM(html).window.document;
};
const mainText = (document: Document) => document.querySelector("main")!.textContent!.replace(/\s+/g, " ");
const items = selfCheckItems();

describe("the printable self-check", () => {
  const document = documentAt("/teach/self-check");
  const text = mainText(document);

  it("holds every quiz question with its screen and its options", () => {
    expect(items).toHaveLength(quizQuestions.length);
    const headings = [...document.querySelectorAll("main h2")].map((heading) => heading.textContent);
    for (const item of items) {
      expect(headings).toContain(
        fillTemplate(teachPage.selfCheck.questionHeading, { number: item.number, total: items.length }),
      );
      expect(
        document.querySelector(`svg[aria-label="${item.screenLabel.replace(/"/g, '\\"')}"]`),
        item.screenLabel,
      ).not.toBeNull();
      const question = document.getElementById(item.id);
      expect(question, item.id).not.toBeNull();
      const options = [...question!.querySelectorAll("li")].map((option) => option.textContent?.trim());
      expect(options).toEqual(item.options);
    }
  });

  it("gives no answer away: no explanation, and the screens without their marks", () => {
    for (const item of items) expect(text).not.toContain(item.why);
    expect(document.querySelectorAll("main [data-marker]")).toHaveLength(0);
  });
});

describe("the answer key", () => {
  const document = documentAt("/teach/answer-key");
  const text = mainText(document);

  it("holds every answer: the right option and why", () => {
    for (const item of items) {
      expect(text).toContain(
        fillTemplate(teachPage.answerKey.answerLine, { number: item.number, answer: item.answer.name }),
      );
      expect(text).toContain(item.why);
      expect(document.querySelector(`main a[href="/patterns/${item.answer.slug}"]`)).not.toBeNull();
    }
  });
});

describe("the lessons and sheets", () => {
  const overview = documentAt("/teach");

  for (const part of teachParts) {
    it(`${teachPartPath(part)} is built, linked from /teach, and links its PDF in A4 and US Letter with their sizes`, () => {
      const document = documentAt(teachPartPath(part));
      expect(overview.querySelector(`main a[href="${teachPartPath(part)}"]`)).not.toBeNull();
      const sizeOf = (paper: "a4" | "letter") =>
        formatFileSize(statSync(path.join(clientDir, teachPdfPath(part, paper))).size);
      // Pre-rendered, A4 comes first (US Letter first for en-US visitors, after hydration: paper.spec.ts).
      const note = `${fillTemplate(teachPage.fileNote, { paper: "A4", size: sizeOf("a4") })} · also in US Letter, ${sizeOf("letter")}`;
      for (const page of [document, overview]) {
        const link = page.querySelector(`main a[href="${teachPdfPath(part)}"]`);
        expect(link, teachPdfPath(part)).not.toBeNull();
        expect(link!.hasAttribute("download")).toBe(true);
        const description = page.getElementById(link!.getAttribute("aria-describedby")!);
        expect(description?.textContent).toBe(note);
        const letter = description!.querySelector(`a[href="${teachPdfPath(part, "letter")}"]`);
        expect(letter?.hasAttribute("download")).toBe(true);
      }
      expect(mainText(document)).toContain(teachPage.ages);
    });
  }

  it("each PDF stays small enough to send by e-mail", () => {
    for (const part of teachParts)
      for (const paper of ["a4", "letter"] as const)
        expect(statSync(path.join(clientDir, teachPdfPath(part, paper))).size).toBeLessThanOrEqual(
          200 * 1024,
        );
  });
});

describe("links to the pack", () => {
  it("the Resources menu lists it after the spec's items, before the guide and /report", () => {
    const resources = mainNav.find((item) => item.name === "Resources");
    expect(resources?.type === "dropdown" && resources.items.at(-3)?.path).toBe("/teach");
    expect(documentAt("/").querySelector('header a[href="/teach"]')).not.toBeNull();
  });

  for (const urlPath of ["/", "/patterns", "/spot-the-pattern", "/tools"]) {
    it(`${urlPath} points to it in its content`, () => {
      expect(documentAt(urlPath).querySelector('main a[href="/teach"]')).not.toBeNull();
    });
  }
});

it("site search finds the pack by its lessons", () => {
  const index = JSON.parse(readFileSync(path.join(clientDir, "search-index.json"), "utf8")) as {
    url: string;
    title: string;
    text: string;
  }[];
  const pack = index.find((document) => document.url === "/teach");
  expect(pack?.title).toBe(teachPage.meta.title);
  for (const lesson of lessons) expect(pack?.text).toContain(lesson.title);
});
