import { LessonSheet } from "~/components/teach/lesson-sheet";
import { lessonData, partAt, partFrame } from "~/components/teach/teach-part-data.server";
import { TeachPartHeader } from "~/components/teach/teach-part-header";
import { dataOrDocument } from "~/lib/data-or-document";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/teach-lesson";

/** Build time: the lesson at this address (/teach/lesson-n), with its drawings as SVG markup. */
export function loader({ request }: Route.LoaderArgs) {
  const part = partAt(request);
  return { ...partFrame(part), content: lessonData(part) };
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

export default function TeachLessonRoute({ loaderData }: Route.ComponentProps) {
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
      <LessonSheet data={content.data} text={text.lesson} minutesLabel={text.minutesLabel} />
    </>
  );
}
