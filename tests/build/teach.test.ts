import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { teachPage } from "#app/content/pages/teach.ts";
import { quizQuestions } from "#app/content/spot-the-pattern.ts";
import { formatFileSize } from "#app/lib/file-size.ts";
import { cardItems, cardSetEntries, selfCheckItems } from "#app/data/teach-pack.ts";
import { lessonPresentPath, teachCardSetPath, teachPartPath, teachParts } from "#app/lib/teach-parts.ts";
import { patterns } from "#app/content/patterns.ts";
import { lessons } from "#app/content/teach.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { mainNav, teachPdfPath } from "#app/site.config.ts";
import { builtPages, clientDir } from "./built-files.ts";
import { teachPdfBudget } from "../../scripts/pipeline/teach/budget.ts";

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

describe("the picture cards", () => {
  const document = documentAt("/teach/cards");
  const cards = cardItems();
  const sets = cardSetEntries(cards);

  /** The gzip size of a page's hydration data: its boot module imports the hydrate module last. */
  const hydrationData = (urlPath: string) => {
    const html = pages.get(urlPath)!;
    const boot = /import\(`(\/assets\/boot-[\w-]+\.js)`\)/.exec(html)?.[1];
    expect(boot, urlPath).toBeDefined();
    const hydrate = [
      ...readFileSync(path.join(clientDir, boot!), "utf8").matchAll(/\/assets\/hydrate-[\w-]+\.js/g),
    ]
      .map((match) => match[0])
      .at(-1);
    expect(hydrate, urlPath).toBeDefined();
    return gzipSync(readFileSync(path.join(clientDir, hydrate!)), { level: 9 }).length;
  };

  it("hold both versions of every pattern of the library, each on its set's page with its drawing and the same question", () => {
    // From the library itself, so a pattern added without its cards fails here (issue 54.5).
    expect(cards.map((card) => `${card.slug} ${card.side}`).sort()).toEqual(
      patterns.flatMap((pattern) => [`${pattern.slug} harmful`, `${pattern.slug} humane`]).sort(),
    );
    for (const set of sets) {
      const page = documentAt(teachCardSetPath(set.id));
      const own = cards.filter((card) => card.set === set.id);
      expect(page.querySelector("h1")?.textContent).toBe(
        fillTemplate(teachPage.cards.setTitle, { first: set.first, last: set.last, tag: set.tag }),
      );
      const items = [...page.querySelectorAll("main li[id^=card-]")];
      expect(items.map((item) => item.id)).toEqual(own.map((card) => `card-${card.number}`));
      own.forEach((card, index) => {
        const item = items[index]!;
        const pattern = patterns.find((candidate) => candidate.slug === card.slug)!;
        const drawing = item.querySelector("svg[role=img]")!;
        expect(drawing.getAttribute("aria-label")).toBe(pattern[card.side].label);
        // Nothing on a card but its drawing tells its side: no numbered marks (theirs is the side's
        // colour), and no words of its own but its set, its number in the pack and the question.
        expect(item.querySelectorAll("[data-marker]")).toHaveLength(0);
        expect(
          [...item.children].filter((child) => !child.querySelector("svg")).map((child) => child.textContent),
        ).toEqual([
          card.tag,
          fillTemplate(teachPage.cards.cardHeading, { number: card.number, total: cards.length }),
          teachPage.cards.question,
        ]);
      });
    }
  });

  it("list every set on the cards' page, each a link to its page, with no drawing there", () => {
    const links = [
      ...document.querySelectorAll<HTMLAnchorElement>("main section[aria-labelledby=cards-sets] a"),
    ];
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      sets.map((set) => [
        fillTemplate(teachPage.cards.setLink, { tag: set.tag, first: set.first, last: set.last }),
        teachCardSetPath(set.id),
      ]),
    );
    expect(sets.at(-1)!.last).toBe(cards.length);
    expect(document.querySelectorAll("main svg[data-drawing]")).toHaveLength(0);
  });

  it("keep every page's hydration data within the site's 20 KB: no page carries more than ten drawings", () => {
    expect(hydrationData("/teach/cards")).toBeLessThanOrEqual(20 * 1024);
    for (const set of sets) {
      expect(set.last - set.first + 1, set.id).toBeLessThanOrEqual(10);
      expect(hydrationData(teachCardSetPath(set.id)), set.id).toBeLessThanOrEqual(20 * 1024);
    }
  });

  it("mix each lesson's cards: no two neighbours show the same pattern, and the sides do not simply alternate by pattern", () => {
    for (const [index, card] of cards.slice(1).entries()) expect(card.slug).not.toBe(cards[index]!.slug);
    for (const lesson of lessons) {
      const own = cards.filter((card) => card.lesson === lessons.indexOf(lesson) + 1);
      expect(own.map((card) => card.slug).slice(0, lesson.patterns.length)).not.toEqual(lesson.patterns);
    }
  });

  it("give the teacher the key: each pattern of the library with the numbers of its two cards", () => {
    const key = mainText(document).slice(mainText(document).indexOf(teachPage.cards.keyTitle));
    for (const pattern of patterns) {
      const number = (side: "harmful" | "humane") =>
        cards.find((card) => card.slug === pattern.slug && card.side === side)!.number;
      expect(key).toContain(
        fillTemplate(teachPage.cards.keyLine, {
          name: pattern.name,
          harmful: number("harmful"),
          humane: number("humane"),
        }),
      );
    }
  });
});

describe("the projector view", () => {
  for (const lesson of lessons) {
    it(`${lessonPresentPath(lesson.id)} is linked from the lesson and pre-renders every screen`, () => {
      expect(
        documentAt(teachPartPath(lesson.id)).querySelector(`main a[href="${lessonPresentPath(lesson.id)}"]`),
      ).not.toBeNull();
      const document = documentAt(lessonPresentPath(lesson.id));
      const headings = [...document.querySelectorAll("main li[id^=slide-] h2")].map((heading) =>
        heading.textContent!.trim(),
      );
      expect(headings[0]).toBe(lesson.title);
      expect(headings).toContain(lesson.starter.ask);
      for (const { question } of lesson.discussion) expect(headings).toContain(question);
      expect(headings.at(-1)).toBe(lesson.exit);
      // One drawing to a screen: the starter's, then each pattern's two.
      const drawings = [...document.querySelectorAll("main li[id^=slide-]")].map(
        (slide) => slide.querySelectorAll("svg[role=img]").length,
      );
      expect(drawings.filter((count) => count === 1)).toHaveLength(1 + lesson.patterns.length * 2);
      expect(Math.max(...drawings)).toBe(1);
    });
  }
});

describe("the lessons", () => {
  for (const lesson of lessons) {
    it(`${teachPartPath(lesson.id)} gives the teacher what to listen for under each discussion question`, () => {
      const items = [...documentAt(teachPartPath(lesson.id)).querySelectorAll("#discussion ~ ul > li")];
      expect(items).toHaveLength(lesson.discussion.length);
      lesson.discussion.forEach(({ question, listenFor }, index) => {
        const text = items[index]!.textContent!.replace(/\s+/g, " ");
        expect(text).toContain(question);
        expect(text).toContain(`${teachPage.lesson.listenForLabel} ${listenFor}`);
      });
    });
  }
});

describe("the lessons and sheets", () => {
  const overview = documentAt("/teach");

  it("/teach offers every lesson, with its title and summary", () => {
    for (const lesson of lessons) {
      const entry = overview.getElementById(lesson.id);
      expect(entry?.querySelector(`h3 a[href="${teachPartPath(lesson.id)}"]`)?.textContent).toBe(
        lesson.title,
      );
      expect(entry?.textContent).toContain(lesson.summary);
    }
  });

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

  it("each PDF stays small enough to send by e-mail: 200 KB, the cards' growing with the library", () => {
    expect(teachPdfBudget("cards", 24)).toBe(200 * 1024);
    for (const part of teachParts)
      for (const paper of ["a4", "letter"] as const)
        expect(
          statSync(path.join(clientDir, teachPdfPath(part, paper))).size,
          `${part} ${paper}`,
        ).toBeLessThanOrEqual(teachPdfBudget(part, cardItems().length));
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
