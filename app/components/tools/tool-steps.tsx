import { cn } from "~/lib/utils";
import { NumberDisc } from "~/components/ui/number-disc";

/** A tool's steps, numbered in small discs: the same list on /tools and in the guide on the web. */
export function ToolSteps({ steps, className }: { steps: string[]; className?: string }) {
  return (
    <ol className={cn("flex list-none flex-col gap-4 p-0", className)}>
      {steps.map((step, index) => (
        <li key={step} className="flex gap-3.5">
          <NumberDisc n={index + 1} className="mt-0.5" />
          <span>{step}</span>
        </li>
      ))}
    </ol>
  );
}
