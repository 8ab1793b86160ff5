import { useEffect } from "react";
import { data } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { PlaceProblem } from "#app/components/report/place-problem.tsx";
import { PageFamily } from "#app/components/sections/page-family.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { reportPlacePage } from "#app/data/report-data.server.ts";
import { reportPage } from "#app/content/pages/report.ts";
import {
  reportPlaces,
  reportProblems,
  usStates,
  type ReportProblem,
  type UsStateCode,
} from "#app/content/report/places.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { listAnd } from "#app/lib/english.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { fillTemplate } from "#app/lib/template.ts";
import type { Route } from "./+types/report-place";

/** Build time, once per place and listed US state (pre-rendered from family-paths.ts). */
export function loader({ params }: Route.LoaderArgs) {
  const page = reportPlacePage(params.place);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const values = { place: loaderData.name };
  return pageMeta({
    title: fillTemplate(reportPage.placePage.title, values),
    description: fillTemplate(reportPage.placePage.description, values),
    location,
  });
};

/**
 * At an answer's address (/report/de#money), its heading takes the focus and comes into view: on
 * arrival from the chooser, on a reload, and when a link on the page names another answer. A heading,
 * not the list, so a screen reader starts at "Money or a subscription" and reads on.
 */
function useFocusAnswer() {
  useEffect(() => {
    const focus = () => {
      // The answers' ids are plain words: no need to decode, which throws on a malformed address (#%E0).
      const id = window.location.hash.slice(1);
      if (!reportProblems.includes(id as ReportProblem)) return;
      const heading = document.getElementById(id)?.querySelector<HTMLElement>("h2");
      if (!heading) return;
      heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
      heading.scrollIntoView({ block: "start" });
    };
    focus();
    window.addEventListener("hashchange", focus);
    return () => window.removeEventListener("hashchange", focus);
  }, []);
}

/** "Florida and North Carolina": the states still missing an attorney general's page. */
function unconfirmedStatesNote(): string | null {
  const names = reportPage.states.unconfirmed.codes.map((code) => usStates[code as UsStateCode] ?? code);
  if (names.length === 0) return null;
  return fillTemplate(reportPage.states.unconfirmed.text, { states: listAnd(names) });
}

export default function ReportPlaceRoute({ loaderData }: Route.ComponentProps) {
  const { name, within, place, channels, problems } = loaderData;
  const { placePage, directory } = reportPage;
  useFocusAnswer();
  const values = { place: name };
  const notes = [
    within ? fillTemplate(placePage.stateNote, values) : null,
    reportPlaces[place].region === "eu-members" ? placePage.euNote : null,
    place === "us" && !within ? unconfirmedStatesNote() : null,
  ].filter((note): note is string => note !== null);
  const link = "underline decoration-1 underline-offset-2 hover:decoration-2";
  // Not in site-pages.ts: it takes /report's index look all the same.
  return (
    <PageFamily family="index">
      <PageHero
        hero={{
          eyebrow: placePage.eyebrow,
          title: fillTemplate(placePage.title, values),
          lead: [fillTemplate(placePage.lead, values), ...notes].join(" "),
        }}
      >
        <div className="flex flex-col gap-3">
          <Link to="/report" className="inline-flex min-h-11 items-center gap-1.5 font-semibold">
            <Icon name="arrow-left" className="size-4" />
            {placePage.back}
          </Link>
          <nav aria-labelledby="answers">
            <h2 id="answers" className="text-lg font-semibold">
              {placePage.jumpTitle}
            </h2>
            <ul className="flex list-none flex-wrap gap-x-5 p-0">
              {problems.map(({ problem }) => (
                <li key={problem}>
                  <a
                    href={`#${problem}`}
                    className={`inline-flex min-h-11 items-center font-semibold ${link}`}
                  >
                    {reportPage.problems[problem].title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </PageHero>
      {problems.map(({ problem, first, rest, gap }, index) => (
        <PlaceProblem
          key={problem}
          problem={problem}
          gap={gap}
          first={first.map((at) => channels[at]!)}
          rest={rest.map((at) => channels[at]!)}
          place={name}
          text={{ problems: reportPage.problems, placePage, directory }}
          tone={index % 2 === 1 ? "muted" : "plain"}
        />
      ))}
    </PageFamily>
  );
}
