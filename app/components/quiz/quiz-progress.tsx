import { cn } from "~/lib/utils";

/**
 * Where a question stands in the quiz, drawn as one segment per question up to this one. Decorative:
 * the question's heading ("Question 3 of 10") says the same in words.
 */
export function QuizProgress({ number, total }: { number: number; total: number }) {
  return (
    <div aria-hidden="true" className="mt-3 flex max-w-md gap-1">
      {Array.from({ length: total }, (_, index) => (
        <span
          key={index}
          className={cn(
            "h-1.5 flex-1 rounded-full forced-colors:border",
            index < number ? "bg-primary forced-colors:bg-[CanvasText]" : "bg-muted",
          )}
        />
      ))}
    </div>
  );
}
