import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import type { QuizItem } from "~/lib/quiz";

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
        <Link to={item.answer.path} className="group inline-block py-2 font-semibold">
          {linkLabel}
          <Icon
            name="arrow-right"
            className="ml-1.5 inline size-4 align-[-0.125em] transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
          />
        </Link>
      </p>
    </div>
  );
}
