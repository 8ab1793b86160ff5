import { Link } from "#app/components/ui/link.tsx";
import type { TeachPage } from "#app/content/pages/teach.ts";
import { fillTemplate } from "#app/lib/template.ts";

export type AnswerKeyItem = {
  id: string;
  number: number;
  answer: { slug: string; name: string };
  why: string;
};

/** The self-check's answers: for every question, the right option and what on the screen shows it. */
export function AnswerKeySheet({ items, text }: { items: AnswerKeyItem[]; text: TeachPage["answerKey"] }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 print:p-0 print:pt-4">
      <ol className="flex list-none flex-col divide-y divide-border p-0">
        {items.map((item) => (
          <li key={item.id} id={item.id} className="break-inside-avoid py-4">
            <h2 className="text-xl font-semibold">
              {fillTemplate(text.answerLine, { number: item.number, answer: item.answer.name })}
            </h2>
            <p className="mt-1 max-w-[65ch]">
              <strong>{text.whyLabel}</strong> {item.why}
            </p>
            <Link
              to={`/patterns/${item.answer.slug}`}
              className="print-hidden inline-flex min-h-11 items-center font-semibold text-primary underline decoration-1 hover:decoration-2"
            >
              {fillTemplate(text.readMore, { name: item.answer.name })}
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
