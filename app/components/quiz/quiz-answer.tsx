import type { ReactNode } from "react";
import { ArrowLink } from "#app/components/shared/arrow-link.tsx";
import type { QuizItem } from "#app/lib/quiz.ts";

/**
 * The answer to one question: a first line (the verdict, or just the pattern's name), the sentence on
 * why, and a link to the pattern's page. The same text serves the "Show the answer" disclosure and the
 * feedback after checking, so the two paths say exactly the same.
 */
export function QuizAnswer({
  item,
  lead,
  linkLabel,
}: {
  item: Pick<QuizItem, "answer" | "why">;
  lead: ReactNode;
  linkLabel: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-lg">{lead}</p>
      <p className="max-w-[65ch]">{item.why}</p>
      <p>
        <ArrowLink link={{ label: linkLabel, href: item.answer.path }} />
      </p>
    </div>
  );
}
