import { NumberDisc } from "#app/components/ui/number-disc.tsx";

/**
 * What the numbered marks on a screen point at: their titles, in order. Shown only once the question is
 * answered and the marks are drawn on the screen, since they would give the answer away.
 */
export function QuizMarks({ title, marks }: { title: string; marks: string[] }) {
  return (
    <div className="mt-4 border-t border-border pt-4">
      <h3 className="font-sans text-sm font-semibold tracking-wider text-muted-foreground uppercase">
        {title}
      </h3>
      <ol className="mt-2 flex list-none flex-col gap-2 p-0">
        {marks.map((mark, index) => (
          <li key={mark} className="flex items-start gap-3">
            <NumberDisc n={index + 1} tone="harmful" size="sm" className="mt-0.5" />
            <span>{mark}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
