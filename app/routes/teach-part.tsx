import { renderIllustration, splitMarkers } from "~/components/patterns/illustration.server";
import { renderQuestionScreen } from "~/components/quiz/question-screen.server";
import { AnswerKeySheet } from "~/components/teach/answer-key-sheet";
import { LessonSheet, type LessonSheetData } from "~/components/teach/lesson-sheet";
import { SelfCheckSheet } from "~/components/teach/self-check-sheet";
import { TeachPartHeader } from "~/components/teach/teach-part-header";
import { WorksheetSheet } from "~/components/teach/worksheet-sheet";
import { teachPage } from "~/content/pages/teach";
import { dataOrDocument } from "~/lib/data-or-document";
import { downloadFileSize } from "~/lib/download-file.server";
import { pageMeta } from "~/lib/seo";
import {
  lessonView,
  selfCheckItems,
  sheetOf,
  teachPartPath,
  teachParts,
  worksheetView,
  type TeachPart,
} from "~/components/teach/teach-pack";
import { fillTemplate } from "~/lib/template";
import { teachPdfPath } from "~/site.config";
import type { Route } from "./+types/teach-part";

/** The screen of a quiz question without its numbered marks, which would point at the answer. */
const unmarked = (svg: string) => splitMarkers(svg).svg;

function lessonData(part: TeachPart) {
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
      svg: unmarked(renderQuestionScreen(view.starter.question, view.starter.screenLabel)),
      caption: fillTemplate(teachPage.lesson.starterScreen, { label: view.starter.question.screenLabel }),
    },
    patterns: view.patterns.map((pattern) => ({
      slug: pattern.slug,
      name: pattern.name,
      definition: pattern.definition,
      harmfulSvg: renderIllustration(pattern.slug, "harmful", {
        label: pattern.harmful.label,
        markers: false,
      }),
      humaneSvg: renderIllustration(pattern.slug, "humane", { label: pattern.humane.label, markers: false }),
    })),
    more: view.more.map(({ slug, name }) => ({ slug, name })),
  };
  return {
    kind: "lesson" as const,
    eyebrow: `${teachPage.hero.title} · ${fillTemplate(teachPage.lessonLabel, { number: view.number })} · ${view.familyName}`,
    title: lesson.title,
    lead: lesson.summary,
    data,
  };
}

function sheetData(part: Exclude<TeachPart, `lesson-${number}`>) {
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
  return { kind: part, ...heading, view: worksheetView() };
}

/**
 * Build time: one lesson or sheet of the teaching pack, chosen by the address, assembled from the
 * content it reuses (lib/teach-pack.ts); its drawings reach the page as SVG markup, never as code.
 */
export function loader({ request }: Route.LoaderArgs) {
  const part = teachParts.find((candidate) => new URL(request.url).pathname === teachPartPath(candidate));
  if (!part) throw new Error(`No part of the teaching pack at ${request.url}`);
  const content = part.startsWith("lesson-")
    ? lessonData(part)
    : sheetData(part as Exclude<TeachPart, `lesson-${number}`>);
  return {
    path: teachPartPath(part),
    content,
    text: {
      ages: teachPage.ages,
      back: teachPage.backLabel,
      minutesLabel: teachPage.minutesLabel,
      lesson: teachPage.lesson,
      selfCheck: teachPage.selfCheck,
      answerKey: teachPage.answerKey,
      worksheet: teachPage.worksheet,
    },
    pdf: {
      href: teachPdfPath(part),
      label: teachPage.downloadLabel,
      note: fillTemplate(teachPage.fileNote, { size: downloadFileSize(teachPdfPath(part)) }),
    },
  };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.content.title,
        description: loaderData.content.lead,
        path: loaderData.path,
      })
    : [];

export default function TeachPartRoute({ loaderData }: Route.ComponentProps) {
  const { content, text, pdf } = loaderData;
  return (
    <>
      <TeachPartHeader
        eyebrow={content.eyebrow}
        title={content.title}
        lead={content.lead}
        ages={text.ages}
        back={{ href: "/teach", label: text.back }}
        pdf={pdf}
      />
      {content.kind === "lesson" ? (
        <LessonSheet data={content.data} text={text.lesson} minutesLabel={text.minutesLabel} />
      ) : content.kind === "self-check" ? (
        <SelfCheckSheet items={content.items} text={text.selfCheck} />
      ) : content.kind === "answer-key" ? (
        <AnswerKeySheet items={content.items} text={text.answerKey} />
      ) : (
        <WorksheetSheet view={content.view} text={text.worksheet} />
      )}
    </>
  );
}
