import { LessonSlides } from "#app/components/teach/lesson-slides.tsx";
import { presentAt, presentData } from "#app/data/teach-part-data.server.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { pagePath } from "#app/lib/page-path.ts";
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
