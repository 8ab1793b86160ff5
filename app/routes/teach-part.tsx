import { AnswerKeySheet } from "~/components/teach/answer-key-sheet";
import { CardsSheet } from "~/components/teach/cards-sheet";
import { LessonSheet } from "~/components/teach/lesson-sheet";
import { SelfCheckSheet } from "~/components/teach/self-check-sheet";
import { partAt, partData, partFrame } from "~/data/teach-part-data.server";
import { TeachPartHeader } from "~/components/teach/teach-part-header";
import { WorksheetSheet } from "~/components/teach/worksheet-sheet";
import { dataOrDocument } from "~/lib/data-or-document";
import { pageMeta } from "~/lib/seo";
import { pagePath } from "~/lib/page-path";
import type { Route } from "./+types/teach-part";

/** Build time: the lesson or sheet at this address (/teach/lesson-1 … /teach/worksheet), drawings as SVG markup. */
export function loader({ url }: Route.LoaderArgs) {
  const part = partAt(pagePath(url.pathname));
  return { ...partFrame(part), content: partData(part) };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({
        title: loaderData.content.title,
        description: loaderData.content.lead,
        location,
      })
    : [];

export default function TeachPartRoute({ loaderData }: Route.ComponentProps) {
  const { content, text, pdf, present } = loaderData;
  return (
    <>
      <TeachPartHeader
        eyebrow={content.eyebrow}
        title={content.title}
        lead={content.lead}
        ages={text.ages}
        back={{ href: "/teach", label: text.back }}
        pdf={{ ...pdf, title: content.title }}
        present={present}
      />
      {content.kind === "lesson" ? (
        <LessonSheet data={content.data} text={text.lesson} minutesLabel={text.minutesLabel} />
      ) : content.kind === "self-check" ? (
        <SelfCheckSheet items={content.items} text={text.selfCheck} />
      ) : content.kind === "answer-key" ? (
        <AnswerKeySheet items={content.items} text={text.answerKey} />
      ) : content.kind === "cards" ? (
        <CardsSheet cards={content.cards} cardKey={content.key} text={text.cards} />
      ) : (
        <WorksheetSheet view={content.view} text={text.worksheet} />
      )}
    </>
  );
}
