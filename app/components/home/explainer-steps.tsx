import type { Step } from "~/content/schemas";

/**
 * The three-step explainer set as a numbered sequence between rules, the way a printed explainer
 * would, rather than as three boxes: the numbers carry the order, the rule above each step the grouping.
 */
export function ExplainerSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid list-none gap-x-10 gap-y-6 p-0 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="border-t-2 border-foreground pt-4">
          <span aria-hidden="true" className="font-heading text-4xl leading-none font-semibold text-primary">
            {index + 1}
          </span>
          <h3 className="mt-3 text-xl font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted-foreground">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
