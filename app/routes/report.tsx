import { Icon } from "#app/components/icon.tsx";
import { ComplaintText } from "#app/components/report/complaint-text.tsx";
import { ReportChooser } from "#app/components/report/report-chooser.tsx";
import { ReportDirectory } from "#app/components/report/report-directory.tsx";
import { complaintPatterns, reportDirectory, reportDownloads } from "#app/data/report-data.server.ts";
import { NumberedSteps } from "#app/components/sections/numbered-steps.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { reportPage } from "#app/content/pages/report.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/report";

/**
 * Build time only: the places (their channels are on each place's page, /report/de) and the patterns the
 * letter can name reach the page as loader data, read from content/report/ and the pattern library. The page's own copy is imported: it
 * ships with the route's script, which has room, where the hydration data has not (ADR 022).
 */
export function loader() {
  return { places: reportDirectory(), patterns: complaintPatterns(), downloads: reportDownloads };
}

/** Client-side navigations: the pre-rendered data, or the page as a document if it cannot be fetched. */
export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...reportPage.meta, location });

export default function ReportRoute({ loaderData }: Route.ComponentProps) {
  const { places, patterns, downloads } = loaderData;
  const { hero, chooser, problems, first, howTo, complaint, directory, about } = reportPage;
  return (
    <>
      <PageHero hero={hero} />
      <Section id="where" header={chooser.header}>
        <ReportChooser places={places} text={chooser} problems={problems} />
      </Section>
      <Section id="before" header={first.header} tone="muted">
        <NumberedSteps steps={first.steps} />
      </Section>
      <Section id="how-to-report" header={howTo.header}>
        <StaticPart className="grid max-w-[68ch] gap-10">
          <div>
            <h3 className="text-xl font-semibold">{howTo.captureTitle}</h3>
            <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 text-lg marker:text-primary">
              {howTo.capture.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-xl font-semibold">{howTo.keepTitle}</h3>
            <p className="mt-3 text-lg">{howTo.keep}</p>
          </div>
          <div>
            <h3 className="text-xl font-semibold">{howTo.whatHappensTitle}</h3>
            <dl className="mt-3 text-lg">
              {howTo.whatHappens.map((item) => (
                <div key={item.kind} className="border-t border-border py-3">
                  <dt className="font-semibold">{item.kind}</dt>
                  <dd className="mt-1">{item.body}</dd>
                </div>
              ))}
            </dl>
          </div>
        </StaticPart>
      </Section>
      <Section id="complaint" header={complaint.header} tone="muted">
        <ComplaintText patterns={patterns} text={complaint} />
      </Section>
      <Section id="directory" header={directory.header}>
        <ReportDirectory places={places} text={directory} />
      </Section>
      <Section id="about" header={about.header} tone="muted">
        <StaticPart className="flex max-w-[68ch] flex-col gap-4 text-lg">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h3 className="mt-4 text-xl font-semibold">{about.dataTitle}</h3>
          <p>{about.dataBody}</p>
          <ul className="flex list-none flex-wrap gap-x-6 p-0">
            {(["json", "csv"] as const).map((format) => (
              <li key={format}>
                <a
                  href={downloads[format]}
                  download
                  className="inline-flex min-h-11 items-center gap-2 font-semibold"
                >
                  <Icon name="download" className="size-4.5 shrink-0" />
                  {about[format]}
                </a>
              </li>
            ))}
          </ul>
        </StaticPart>
      </Section>
    </>
  );
}
