import { Link } from "#app/components/ui/link.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { TeachDownload } from "#app/components/teach/teach-download.tsx";
import { teachPage } from "#app/content/pages/teach.ts";
import { lessons, parentsNote } from "#app/content/teach.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { paperFiles } from "#app/lib/download-file.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { teachPartPath, type TeachPart } from "#app/lib/teach-parts.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { cn } from "#app/lib/utils.ts";
import { teachPdfPath } from "#app/site.config.ts";
import { patternFamilyNames } from "#app/content/patterns.ts";
import type { Route } from "./+types/teach";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...teachPage.meta, location });

/**
 * Build time: the pack's lessons and sheets as links to their printable pages, each with its PDF and
 * the PDF's size, read from the file the build has just written (scripts/pipeline/teach/).
 */
export function loader() {
  const entry = (part: TeachPart, eyebrow: string, title: string, lead: string) => ({
    part,
    eyebrow,
    title,
    lead,
    href: teachPartPath(part),
    pdf: {
      label: teachPage.downloadLabel,
      note: teachPage.fileNote,
      files: paperFiles((paper) => teachPdfPath(part, paper)),
    },
  });
  return {
    lessons: lessons.map((lesson, index) =>
      entry(
        lesson.id,
        `${fillTemplate(teachPage.lessonLabel, { number: index + 1 })} · ${patternFamilyNames[lesson.family]} · ${fillTemplate(teachPage.minutesLabel, { minutes: Object.values(lesson.minutes).reduce((sum, minutes) => sum + minutes, 0) })}`,
        lesson.title,
        lesson.summary,
      ),
    ),
    sheets: teachPage.sheets.map((sheet) => entry(sheet.id, teachPage.hero.title, sheet.title, sheet.lead)),
    parentsNote,
  };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

type Entry = Awaited<ReturnType<typeof loader>>["lessons"][number];

function EntryList({ entries }: { entries: Entry[] }) {
  return (
    // Four entries (the lessons, the sheets) two by two, then in one row; three in a row.
    <ul
      className={cn(
        "grid list-none gap-6 p-0",
        entries.length === 4 ? "md:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-3",
      )}
    >
      {entries.map((entry) => (
        <li
          key={entry.part}
          id={entry.part}
          className="flex flex-col gap-3 rounded-xl border border-border bg-card p-6"
        >
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{entry.eyebrow}</p>
          <h3 className="text-xl font-semibold">
            <Link to={entry.href} className="underline decoration-1 underline-offset-4 hover:decoration-2">
              {entry.title}
            </Link>
          </h3>
          <p className="flex-1 text-muted-foreground">{entry.lead}</p>
          <TeachDownload {...entry.pdf} title={entry.title} />
        </li>
      ))}
    </ul>
  );
}

export default function TeachRoute({ loaderData }: Route.ComponentProps) {
  const { lessons, sheets, parentsNote } = loaderData;
  const { hero, ages, howToUseTitle, howToUse, lessonsTitle, sheetsTitle, reuse } = teachPage;
  return (
    <>
      <PageHero hero={hero}>
        <p className="max-w-[65ch] font-semibold sm:text-lg">{ages}</p>
      </PageHero>
      <Section id="lessons" header={{ title: lessonsTitle }}>
        <EntryList entries={lessons} />
      </Section>
      <Section id="sheets" header={{ title: sheetsTitle }} tone="muted">
        <EntryList entries={sheets} />
      </Section>
      {/* Below the lists, so the first lesson starts on the first screen of a phone. */}
      <Section hydrate={false} id="printing" header={{ title: howToUseTitle }}>
        <div className="max-w-[65ch] text-lg">
          <p>{howToUse}</p>
          <p className="mt-3">
            {reuse.text}{" "}
            <Link
              to={reuse.link.href}
              className="font-semibold text-primary underline decoration-1 hover:decoration-2"
            >
              {reuse.link.label}
            </Link>
          </p>
        </div>
      </Section>
      <Section hydrate={false} id="parents" header={{ title: parentsNote.title, lead: parentsNote.intro }}>
        <ul className="grid max-w-[65ch] list-disc gap-3 pl-5 text-lg">
          {parentsNote.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p className="mt-6 max-w-[65ch] text-lg">{parentsNote.report.lead}</p>
        <p>
          <Link to={parentsNote.report.link.href} className="inline-flex min-h-11 items-center font-semibold">
            {parentsNote.report.link.label}
          </Link>
        </p>
      </Section>
    </>
  );
}
