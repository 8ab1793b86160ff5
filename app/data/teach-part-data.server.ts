import { renderIllustration, splitMarkers } from "#app/components/patterns/illustration.server.tsx";
import { renderQuestionScreen } from "#app/data/question-screen.server.ts";
import type { Pattern } from "#app/content/schemas.ts";
import type { LessonSheetData } from "#app/components/teach/lesson-sheet.tsx";
import type { Slide } from "#app/components/teach/lesson-slides.tsx";
import {
  cardItems,
  cardKey,
  cardSetEntries,
  lessonView,
  presentMeta,
  type LessonView,
  selfCheckItems,
  sheetOf,
  worksheetView,
} from "#app/data/teach-pack.ts";
import {
  lessonPresentPath,
  teachCardSetPath,
  teachPartPath,
  teachParts,
  type TeachPart,
} from "#app/lib/teach-parts.ts";
import { teachPage } from "#app/content/pages/teach.ts";
import { lessons, type Lesson } from "#app/content/teach.ts";
import { paperFiles } from "#app/lib/download-file.server.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { teachPdfPath } from "#app/site.config.ts";

/**
 * Build time only: the loader data of the teaching pack's printable pages (routes/teach-part.tsx),
 * assembled from the content they reuse (teach-pack.ts); the drawings reach the page as SVG markup, never
 * as code (ADR 008).
 */

/** The screen of a quiz question without its numbered marks, which would point at the answer. */
const unmarked = (svg: string) => splitMarkers(svg).svg;

/** A lesson's starter: its self-check screen, unmarked. */
const starterScreen = ({ starter }: LessonView) =>
  unmarked(renderQuestionScreen(starter.question, starter.screenLabel));

/** A pattern's drawing without its numbered marks: no callouts are printed beside it here. */
const drawing = (pattern: Pattern, tone: "harmful" | "humane") =>
  renderIllustration(pattern.slug, tone, { label: pattern[tone].label, markers: false });

export function lessonData(part: TeachPart) {
  const view = lessonView(part);
  const { lesson } = view;
  const data: LessonSheetData = {
    lesson: {
      goals: lesson.goals,
      activity: lesson.activity,
      discussion: lesson.discussion,
      exit: lesson.exit,
      teacherNote: lesson.teacherNote,
      starterPrompt: lesson.starter.prompt,
    },
    timing: view.timing,
    starter: {
      svg: starterScreen(view),
      caption: fillTemplate(teachPage.lesson.starterScreen, { label: view.starter.question.screenLabel }),
    },
    patterns: view.patterns.map((pattern) => ({
      slug: pattern.slug,
      name: pattern.name,
      definition: pattern.definition,
      harmfulSvg: drawing(pattern, "harmful"),
      humaneSvg: drawing(pattern, "humane"),
    })),
    more: view.more.map(({ slug, name }) => ({ slug, name })),
    sources: view.sources,
  };
  return {
    kind: "lesson" as const,
    eyebrow: `${teachPage.hero.title} · ${fillTemplate(teachPage.lessonLabel, { number: view.number })} · ${view.familyName}`,
    title: lesson.title,
    lead: lesson.summary,
    data,
  };
}

export function sheetData(part: Exclude<TeachPart, `lesson-${number}`>) {
  const sheet = sheetOf(part);
  if (!sheet) throw new Error(`No sheet "${part}" in content/pages/teach.ts`);
  const heading = { eyebrow: teachPage.hero.title, title: sheet.title, lead: sheet.lead };
  const items = selfCheckItems();
  if (part === "self-check")
    return {
      kind: part,
      ...heading,
      items: items.map(({ id, number, options, question, screenLabel }) => ({
        id,
        number,
        options,
        svg: unmarked(renderQuestionScreen(question, screenLabel)),
      })),
    };
  if (part === "answer-key")
    return {
      kind: part,
      ...heading,
      items: items.map(({ id, number, answer, why }) => ({ id, number, answer, why })),
    };
  if (part === "cards") {
    // The teacher's page: how to use the cards, the key, and a link to each set's page (cardSetData).
    const cards = cardItems();
    return {
      kind: part,
      ...heading,
      key: cardKey(cards),
      sets: cardSetEntries(cards).map((set) => ({ ...set, href: teachCardSetPath(set.id) })),
    };
  }
  return { kind: part, ...heading, view: worksheetView() };
}

/**
 * A set of picture cards to print (/teach/cards/lesson-1 … /teach/cards/more-2), or undefined for an
 * address that is no set. Only what a card shows, each drawing without its numbered marks, whose colour
 * would tell the pattern from its honest version.
 */
export function cardSetData(id: string) {
  const all = cardItems();
  const cards = all.filter((card) => card.set === id);
  const set = cardSetEntries(cards)[0];
  if (!set) return undefined;
  const text = teachPage.cards;
  const sheet = sheetOf("cards");
  if (!sheet) throw new Error('No sheet "cards" in app/content/pages/teach.ts');
  const { pdf } = partFrame("cards");
  return {
    eyebrow: teachPage.hero.title,
    ages: teachPage.ages,
    text,
    pdf,
    title: fillTemplate(text.setTitle, { first: set.first, last: set.last, tag: set.tag }),
    lead: fillTemplate(text.setLead, { first: set.first, last: set.last, total: all.length }),
    /** The PDF's title: the whole pack of cards. */
    sheetTitle: sheet.title,
    total: all.length,
    cards: cards.map(({ number, tag, slug, side, label }) => ({
      number,
      tag,
      svg: renderIllustration(slug, side, { label, markers: false }),
    })),
  };
}

/** A lesson's or a sheet's data, by the part of the pack. */
export function partData(part: TeachPart) {
  return part.startsWith("lesson-")
    ? lessonData(part)
    : sheetData(part as Exclude<TeachPart, `lesson-${number}`>);
}

/** The part of the pack a printable page shows, from its address. */
export function partAt(pathname: string): TeachPart {
  const part = teachParts.find((candidate) => pathname === teachPartPath(candidate));
  if (!part) throw new Error(`No part of the teaching pack at ${pathname}`);
  return part;
}

/** What every printable page has around its lesson or sheet: the shared words, its PDF and size. */
export function partFrame(part: TeachPart) {
  const lesson = lessons.find((candidate) => candidate.id === part);
  return {
    /** A lesson's projector view. */
    present: lesson ? { href: lessonPresentPath(lesson.id), label: teachPage.present.linkLabel } : null,
    text: {
      ages: teachPage.ages,
      back: teachPage.backLabel,
      minutesLabel: teachPage.minutesLabel,
      lesson: teachPage.lesson,
      selfCheck: teachPage.selfCheck,
      answerKey: teachPage.answerKey,
      worksheet: teachPage.worksheet,
      cards: teachPage.cards,
    },
    pdf: {
      label: teachPage.downloadLabel,
      note: teachPage.fileNote,
      files: paperFiles((paper) => teachPdfPath(part, paper)),
    },
  };
}

/** The lesson a projector view shows, from its address (/teach/lesson-1/present). */
export function presentAt(pathname: string): Lesson["id"] {
  const lesson = lessons.find((candidate) => pathname === lessonPresentPath(candidate.id));
  if (!lesson) throw new Error(`No lesson to project at ${pathname}`);
  return lesson.id;
}

/**
 * A lesson as screens, in the order it is taught: its title, the starter's screen and question, each
 * pattern's drawing and then its honest version, the activity, each discussion question, the exit
 * question. The teacher's notes stay on the lesson plan.
 */
export function presentData(id: Lesson["id"]) {
  const view = lessonView(id);
  const { lesson } = view;
  const { parts, harmfulTitle, humaneTitle } = teachPage.lesson;
  const eyebrow = `${fillTemplate(teachPage.lessonLabel, { number: view.number })} · ${view.familyName}`;
  const slides: Slide[] = [
    { eyebrow, heading: lesson.title, text: lesson.summary },
    {
      eyebrow: parts.starter,
      heading: lesson.starter.ask,
      svg: starterScreen(view),
    },
    ...view.patterns.flatMap((pattern): Slide[] => [
      {
        eyebrow: harmfulTitle,
        heading: pattern.name,
        svg: drawing(pattern, "harmful"),
      },
      {
        eyebrow: humaneTitle,
        heading: pattern.name,
        svg: drawing(pattern, "humane"),
      },
    ]),
    { eyebrow: parts.activity, heading: lesson.activity.title, steps: lesson.activity.steps },
    ...lesson.discussion.map(({ question }) => ({ eyebrow: parts.discussion, heading: question })),
    { eyebrow: parts.exit, heading: lesson.exit },
  ];
  const meta = presentMeta(lesson);
  return {
    lessonPath: teachPartPath(id),
    title: lesson.title,
    pageTitle: meta.title,
    description: meta.description,
    slides,
    text: teachPage.present,
  };
}
