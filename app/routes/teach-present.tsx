import { LessonSlides } from "~/components/teach/lesson-slides";
import { presentAt, presentData } from "~/data/teach-part-data.server";
import { dataOrDocument } from "~/lib/data-or-document";
import { pageMeta } from "~/lib/seo";
import { pagePath } from "~/lib/page-path";
import type { Route } from "./+types/teach-present";

/** Build time: a lesson as screens to project (/teach/lesson-1/present …), drawings as SVG markup. */
export function loader({ url }: Route.LoaderArgs) {
  return presentData(presentAt(pagePath(url.pathname)));
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? pageMeta({ title: loaderData.pageTitle, description: loaderData.description, location }) : [];

export default function TeachPresentRoute({ loaderData }: Route.ComponentProps) {
  const { title, slides, lessonPath, text } = loaderData;
  return <LessonSlides title={title} slides={slides} lessonPath={lessonPath} text={text} />;
}
