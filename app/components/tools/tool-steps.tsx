import { cn } from "~/lib/utils";

/** A tool's steps, numbered in small discs: the same list on /tools and in the guide on the web. */
export function ToolSteps({ steps, className }: { steps: string[]; className?: string }) {
  return (
    <ol className={cn("flex list-none flex-col gap-4 p-0", className)}>
      {steps.map((step, index) => (
        <li key={step} className="flex gap-3.5">
          <span
            aria-hidden="true"
            className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
          >
            {index + 1}
          </span>
          <span>{step}</span>
        </li>
      ))}
    </ol>
  );
}
