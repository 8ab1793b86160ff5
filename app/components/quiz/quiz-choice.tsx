import { Icon } from "#app/components/icon.tsx";
import type { QuizOption } from "#app/lib/quiz.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * One answer of a question: a native radio button and its label, the whole row a target. Once the
 * question is answered, the right option and a wrong choice say so in words, not colour alone.
 */
export function QuizChoice({
  name,
  option,
  checked,
  onSelect,
  mark,
  tags,
}: {
  name: string;
  option: QuizOption;
  checked: boolean;
  onSelect: (slug: string) => void;
  /** After checking: "answer" on the right option, "wrong" on a wrong choice. */
  mark?: "answer" | "wrong";
  tags: { answer: string; choice: string };
}) {
  return (
    <li>
      <label
        className={cn(
          "flex min-h-12 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-4 py-2.5 transition-colors has-[:disabled]:cursor-default motion-reduce:transition-none",
          mark === "answer"
            ? "border-primary bg-accent"
            : mark === "wrong"
              ? "border-destructive bg-destructive/10"
              : "border-input bg-background has-[:checked]:border-primary has-[:checked]:bg-accent hover:has-[:enabled]:border-primary",
        )}
      >
        <input
          type="radio"
          name={name}
          value={option.slug}
          checked={checked}
          onChange={() => onSelect(option.slug)}
          className="size-5 shrink-0 accent-primary"
        />
        <span className="font-semibold">{option.name}</span>
        {mark ? (
          <span
            className={cn(
              "ml-auto inline-flex items-center gap-1 text-sm font-semibold",
              mark === "answer" ? "text-primary" : "text-destructive",
            )}
          >
            <Icon name={mark === "answer" ? "check" : "x"} className="size-4" />
            {mark === "answer" ? tags.answer : tags.choice}
          </span>
        ) : null}
      </label>
    </li>
  );
}
