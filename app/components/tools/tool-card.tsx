import { Icon } from "~/components/icon";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import type { Tool } from "~/content/schemas";

/** One awareness tool: what it is for, then its concrete steps as a numbered list. */
export function ToolCard({ tool, stepsLabel }: { tool: Omit<Tool, "detail">; stepsLabel: string }) {
  return (
    <Card className="h-full">
      <span className="flex size-11 items-center justify-center rounded-md bg-accent text-accent-foreground">
        <Icon name={tool.icon} className="size-5.5" />
      </span>
      <CardTitle>{tool.title}</CardTitle>
      <CardDescription>{tool.summary}</CardDescription>
      <p className="mt-2 text-sm font-semibold tracking-wider text-primary uppercase">{stepsLabel}</p>
      <ol className="flex list-none flex-col gap-3 p-0 text-[0.9375rem]">
        {tool.steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
            >
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
