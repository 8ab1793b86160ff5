import { SpotThePatternQuiz } from "#app/components/quiz/spot-the-pattern-quiz.tsx";
import { TeachPointer } from "#app/components/teach/teach-pointer.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { splitMarkers } from "#app/components/patterns/illustration.server.tsx";
import { renderQuestionScreen } from "#app/data/question-screen.server.ts";
import { spotThePatternPage } from "#app/content/pages/spot-the-pattern.ts";
import { patterns } from "#app/content/patterns.ts";
import { quizQuestions } from "#app/content/spot-the-pattern.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import type { QuizItem } from "#app/lib/quiz.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { fillTemplate } from "#app/lib/template.ts";
import type { Route } from "./+types/spot-the-pattern";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...spotThePatternPage.meta, location });

/**
 * Runs at build time. The questions go to the page as data: option names, the answer and each screen
 * as SVG markup (ADR 008), named by a neutral screen label and without its numbered marks, so the
 * picture does not give the answer away. No pattern content or drawing code ships as JavaScript.
 */
export function loader(): { items: QuizItem[] } {
  const bySlug = new Map(patterns.map((pattern) => [pattern.slug, pattern]));
  const pattern = (slug: string) => {
    const found = bySlug.get(slug);
    if (!found) throw new Error(`Unknown pattern "${slug}" in content/spot-the-pattern.ts`);
    return found;
  };
  const items = quizQuestions.map((question, index): QuizItem => {
    const answer = pattern(question.pattern);
    const label = fillTemplate(spotThePatternPage.screenLabel, {
      number: index + 1,
      label: question.screenLabel,
    });
    const drawn = renderQuestionScreen(question, label);
    // The marks point at the trick: they are sent apart and drawn in only once the question is answered.
    const { svg, markers } = splitMarkers(drawn);
    return {
      id: question.id,
      answer: { slug: answer.slug, name: answer.name, path: `/patterns/${answer.slug}` },
      options: question.options.map((slug) => ({ slug, name: pattern(slug).name })),
      why: question.why,
      screen: question.screenLabel,
      svg,
      markers,
      marks: question.screen?.marks ?? answer.harmful.callouts.map((callout) => callout.title),
    };
  });
  return { items };
}

/** Client-side navigations: the pre-rendered data, or the page as a document if it cannot be fetched. */
export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export default function SpotThePatternRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={spotThePatternPage.hero} />
      <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6 md:py-14">
        <SpotThePatternQuiz items={loaderData.items} text={spotThePatternPage} />
        <TeachPointer pointer={spotThePatternPage.teach} className="mt-12" />
      </div>
    </>
  );
}
