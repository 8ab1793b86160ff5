import { AnswerKeySheet } from "~/components/teach/answer-key-sheet";
import { SelfCheckSheet } from "~/components/teach/self-check-sheet";
import type { TeachPart } from "~/components/teach/teach-pack";
import { partAt, partFrame, sheetData } from "~/components/teach/teach-part-data.server";
import { TeachPartHeader } from "~/components/teach/teach-part-header";
import { WorksheetSheet } from "~/components/teach/worksheet-sheet";
import { dataOrDocument } from "~/lib/data-or-document";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/teach-sheet";

/** Build time: the sheet at this address (/teach/self-check, /teach/answer-key, /teach/worksheet). */
export function loader({ request }: Route.LoaderArgs) {
  const part = partAt(request);
  if (part.startsWith("lesson-")) throw new Error(`${part} is a lesson: routes/teach-lesson.tsx shows it`);
  return { ...partFrame(part), content: sheetData(part as Exclude<TeachPart, `lesson-${number}`>) };
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

export default function TeachSheetRoute({ loaderData }: Route.ComponentProps) {
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
      {content.kind === "self-check" ? (
        <SelfCheckSheet items={content.items} text={text.selfCheck} />
      ) : content.kind === "answer-key" ? (
        <AnswerKeySheet items={content.items} text={text.answerKey} />
      ) : (
        <WorksheetSheet view={content.view} text={text.worksheet} />
      )}
    </>
  );
}
