import { cn } from "~/lib/utils";

/**
 * What matters on a screen: the titles of what its marks point at, in order. Shown only with the
 * answer, since they would give it away. Numbered once the marks are drawn on the screen; before (in
 * the "Show the answer" disclosure) a plain list.
 */
export function QuizMarks({ title, marks, numbered }: { title: string; marks: string[]; numbered: boolean }) {
  return (
    <div className="mt-4 border-t border-border pt-4">
      <h3 className="font-sans text-sm font-semibold tracking-wider text-muted-foreground uppercase">
        {title}
      </h3>
      <ol className={cn("mt-2 flex flex-col gap-2 p-0", numbered ? "list-none" : "list-disc pl-5")}>
        {marks.map((mark, index) => (
          <li key={mark} className={cn(numbered && "flex items-start gap-3")}>
            {numbered ? (
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-destructive text-sm font-bold text-destructive-foreground"
              >
                {index + 1}
              </span>
            ) : null}
            <span>{mark}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
