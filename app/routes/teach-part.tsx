import { useLocation } from "react-router";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { AnswerKeySheet } from "#app/components/teach/answer-key-sheet.tsx";
import { CardsSheet } from "#app/components/teach/cards-sheet.tsx";
import { LessonSheet } from "#app/components/teach/lesson-sheet.tsx";
import { SelfCheckSheet } from "#app/components/teach/self-check-sheet.tsx";
import { partAt, partData, partFrame } from "#app/data/teach-part-data.server.ts";
import { TeachPartHeader } from "#app/components/teach/teach-part-header.tsx";
import { WorksheetSheet } from "#app/components/teach/worksheet-sheet.tsx";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { pagePath } from "#app/lib/page-path.ts";
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
  const { pathname } = useLocation();
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
      {/* Every sheet is print-ready text, drawings and links, with no control of its own: React leaves the
          pre-rendered sheet alone, and renders it anew when a link leads to another part. */}
      <StaticPart version={pathname}>
        {content.kind === "lesson" ? (
          <LessonSheet data={content.data} text={text.lesson} minutesLabel={text.minutesLabel} />
        ) : content.kind === "self-check" ? (
          <SelfCheckSheet items={content.items} text={text.selfCheck} />
        ) : content.kind === "answer-key" ? (
          <AnswerKeySheet items={content.items} text={text.answerKey} />
        ) : content.kind === "cards" ? (
          <CardsSheet cardKey={content.key} sets={content.sets} text={text.cards} />
        ) : (
          <WorksheetSheet view={content.view} text={text.worksheet} />
        )}
      </StaticPart>
    </>
  );
}
