import { Link } from "#app/components/ui/link.tsx";
import { SourceList } from "#app/components/shared/source-list.tsx";
import type { Reference } from "#app/content/schemas.ts";
import type { TeachPage } from "#app/content/pages/teach.ts";
import type { Lesson } from "#app/content/teach.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { PatternPair, type PatternPairData } from "./pattern-pair.tsx";
import { WritingLines } from "./writing-lines.tsx";

export type LessonSheetData = {
  lesson: Pick<Lesson, "goals" | "activity" | "discussion" | "exit" | "teacherNote"> & {
    starterPrompt: string;
  };
  timing: { part: string; minutes: number }[];
  starter: { svg: string; caption: string };
  patterns: PatternPairData[];
  more: { slug: string; name: string }[];
  sources: Reference[];
};

const h2 = "text-2xl font-semibold tracking-tight";

/** One lesson of the teaching pack, in the order it is taught, each part with its minutes. */
export function LessonSheet({
  data,
  text,
  minutesLabel,
}: {
  data: LessonSheetData;
  text: TeachPage["lesson"];
  minutesLabel: string;
}) {
  const { lesson, timing, starter, patterns, more, sources } = data;
  const minutes = (index: number) => fillTemplate(minutesLabel, { minutes: timing[index]?.minutes ?? 0 });
  const partTitle = (index: number) => `${timing[index]?.part ?? ""} (${minutes(index)})`;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10 sm:px-6 print:gap-6 print:p-0 print:pt-4">
      <div className="grid gap-8 md:grid-cols-2 print:grid-cols-2 print:gap-6">
        <section aria-labelledby="timing">
          <h2 id="timing" className={h2}>
            {text.timingTitle}
          </h2>
          <ol className="mt-3 list-none divide-y divide-border border-y border-border p-0">
            {timing.map((row, index) => (
              <li key={row.part} className="flex justify-between gap-4 py-1.5">
                <span>{row.part}</span>
                <span className="tabular-nums">{minutes(index)}</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="goals">
          <h2 id="goals" className={h2}>
            {text.goalsTitle}
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5">
            {lesson.goals.map((goal) => (
              <li key={goal}>{goal}</li>
            ))}
          </ul>
        </section>
      </div>
      {lesson.teacherNote ? (
        <aside aria-labelledby="teacher-note" className="border-l-4 border-highlight pl-4">
          <h2 id="teacher-note" className="text-lg font-semibold">
            {text.teacherNoteTitle}
          </h2>
          <p className="mt-1 max-w-[65ch]">{lesson.teacherNote}</p>
        </aside>
      ) : null}
      <section aria-labelledby="starter" className="break-inside-avoid">
        <h2 id="starter" className={h2}>
          {partTitle(0)}
        </h2>
        <div className="mt-4 grid items-start gap-6 sm:grid-cols-[minmax(0,1fr)_18rem] print:grid-cols-[minmax(0,1fr)_7cm]">
          <p className="max-w-[65ch]">{lesson.starterPrompt}</p>
          <figure className="w-full max-w-[18rem] print:max-w-[7cm]">
            <div dangerouslySetInnerHTML={{ __html: starter.svg }} />
            <figcaption className="mt-2 text-sm text-muted-foreground print:text-[8.5pt]">
              {starter.caption}
            </figcaption>
          </figure>
        </div>
      </section>
      <section aria-labelledby="patterns" className="print:break-before-page">
        <h2 id="patterns" className={h2}>
          {partTitle(1)}
        </h2>
        <p className="mt-3 max-w-[65ch]">{text.patternsLead}</p>
        <div className="mt-6 flex flex-col gap-8 print:gap-4">
          {patterns.map((pattern) => (
            <PatternPair
              key={pattern.slug}
              pattern={pattern}
              titles={{ harmful: text.harmfulTitle, humane: text.humaneTitle }}
              linkLabel={fillTemplate(text.patternLink, { name: pattern.name })}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="activity" className="break-inside-avoid print:break-before-page">
        <h2 id="activity" className={h2}>
          {partTitle(2)}: {lesson.activity.title}
        </h2>
        <p className="mt-3 max-w-[65ch]">
          <strong>{text.groupsTitle}:</strong> {lesson.activity.groups}
        </p>
        <ol className="mt-3 list-decimal space-y-1.5 pl-6">
          {lesson.activity.steps.map((step) => (
            <li key={step} className="max-w-[65ch]">
              {step}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="discussion" className="break-inside-avoid">
        <h2 id="discussion" className={h2}>
          {partTitle(3)}
        </h2>
        <ul className="mt-3 list-disc space-y-3 pl-5">
          {lesson.discussion.map(({ question, listenFor }) => (
            <li key={question} className="max-w-[65ch]">
              {question}
              <p className="mt-1 text-base text-muted-foreground">
                <strong className="font-semibold text-foreground">{text.listenForLabel}</strong> {listenFor}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="exit" className="break-inside-avoid">
        <h2 id="exit" className={h2}>
          {partTitle(4)}
        </h2>
        <p className="mt-3 max-w-[65ch] text-lg font-semibold">{lesson.exit}</p>
        <WritingLines count={3} />
      </section>
      {more.length > 0 ? (
        <section aria-labelledby="more" className="break-inside-avoid">
          <h2 id="more" className="text-lg font-semibold">
            {text.moreTitle}
          </h2>
          <ul className="mt-2 flex list-none flex-wrap gap-x-5 gap-y-1 p-0">
            {more.map((pattern) => (
              <li key={pattern.slug}>
                <Link
                  to={`/patterns/${pattern.slug}`}
                  className="inline-flex min-h-11 items-center font-semibold text-primary underline decoration-1 hover:decoration-2"
                >
                  {pattern.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sources.length > 0 ? (
        // Off paper: the handout stays short, and each pattern's page keeps its sources.
        <div className="print-hidden -mx-4 sm:-mx-6">
          <SourceList references={sources} text={text.sources} />
        </div>
      ) : null}
    </div>
  );
}
