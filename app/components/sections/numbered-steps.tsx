import type { Step } from "#app/content/schemas.ts";
import { cn } from "#app/lib/utils.ts";
import { NumberDisc } from "#app/components/ui/number-disc.tsx";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { usePageFamily } from "./page-family.tsx";

/**
 * An ordered list of steps with large numerals; reads as a sequence to screen readers too. Boxed on
 * explainers, ruled on organisation pages like their other lists, or wherever `ruled` asks for it.
 */
export function NumberedSteps({
  steps,
  id,
  ruled: ruledProp,
  className,
}: {
  steps: Step[];
  id?: string;
  ruled?: boolean;
  className?: string;
}) {
  const family = usePageFamily();
  const ruled = ruledProp ?? family === "organisation";
  return (
    <StaticPart as="ol" id={id} className={cn("grid list-none gap-5 p-0 md:grid-cols-3", className)}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn(
            "relative flex flex-col gap-2",
            ruled ? "border-t-2 border-primary pt-5" : "rounded-lg border border-border bg-card p-6",
          )}
        >
          <NumberDisc n={index + 1} tone="primary" size="lg" />
          <h3 className="mt-2 text-xl font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="text-muted-foreground">{step.body}</p>
        </li>
      ))}
    </StaticPart>
  );
}
