import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { Cite } from "#app/components/shared/cite.tsx";
import { ReferenceList } from "#app/components/shared/reference-list.tsx";
import type { PatternsPage } from "#app/content/pages/patterns.ts";
import type { Reference } from "#app/content/schemas.ts";

export type AiFamilyView = {
  text: PatternsPage["aiFamily"];
  /** Each cited source, in order of first citation: [N] points to the Nth (#ref-N). */
  sources: Reference[];
  records: { id: string; label: string }[];
};

/**
 * The AI family's introduction on /patterns#ai: how chat changes manipulation, what research has measured,
 * three questions to ask any assistant, and the actions and inquiries so far, with their sources. Text,
 * citations and links only, so it keeps its HTML while the page hydrates (StaticPart, issue 56).
 */
export function AiFamilyIntro({ view }: { view: AiFamilyView }) {
  const { text, sources, records } = view;
  const number = (id: string) => sources.findIndex((source) => source.id === id) + 1;
  const refs = (ids: string[]) => ids.map((id) => <Cite key={id} id={id} n={number(id)} />);
  const linkClass = "underline decoration-1 underline-offset-2 hover:decoration-2";
  return (
    <StaticPart className="mb-10 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex max-w-[68ch] flex-col gap-4 text-lg leading-relaxed">
        {text.paragraphs.map((paragraph) => (
          <p key={paragraph.text}>
            {paragraph.text}
            {refs(paragraph.cite)}
          </p>
        ))}
        <h3 className="mt-2 text-xl font-semibold">{text.recordsTitle}</h3>
        {records.length > 0 ? (
          <>
            <p>{text.recordsLead}</p>
            <ul className="list-disc pl-6">
              {records.map((record) => (
                <li key={record.id}>
                  <Link to={`/enforcement/${record.id}`} className={linkClass}>
                    {record.label}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>
            {text.recordsNone}{" "}
            <Link to="/enforcement" className={linkClass}>
              {text.recordsNoneLink}
            </Link>
          </p>
        )}
        <p>
          {text.inquiry.text}
          {refs([text.inquiry.cite])}
        </p>
      </div>
      <div className="flex flex-col gap-6">
        <div className="rounded-lg border border-border bg-card p-5">
          <h3 className="text-xl font-semibold">{text.questionsTitle}</h3>
          <ol className="mt-3 flex list-decimal flex-col gap-3 pl-6 marker:font-semibold marker:text-primary">
            {text.questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className="text-base font-semibold">{text.sourcesLabel}</h3>
          <ReferenceList references={sources} />
        </div>
      </div>
    </StaticPart>
  );
}
