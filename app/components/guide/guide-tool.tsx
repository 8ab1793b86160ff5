import { AnchoredHeading } from "#app/components/sections/anchored-heading.tsx";
import type { Tool } from "#app/content/schemas.ts";
import { ToolSteps } from "#app/components/shared/tool-steps.tsx";

/**
 * One awareness tool as the guide prints it: "Tool n of m", its title, summary and write-up, then its
 * numbered steps, open (the /tools page keeps them in a disclosure and leaves the write-up to the guide).
 */
export function GuideTool({
  tool,
  position,
  stepsLabel,
  linkLabel,
}: {
  tool: Omit<Tool, "icon" | "stepsGoal">;
  /** "Tool 2 of 6" */
  position: string;
  stepsLabel: string;
  linkLabel: string;
}) {
  return (
    <article aria-labelledby={tool.id} className="mt-6 rounded-lg border border-border bg-card p-5 sm:p-7">
      <p className="mb-1 break-after-avoid text-sm font-semibold tracking-wider text-muted-foreground uppercase">
        {position}
      </p>
      <AnchoredHeading as="h3" id={tool.id} label={linkLabel} className="text-2xl font-semibold">
        {tool.title}
      </AnchoredHeading>
      <p className="mt-3 text-muted-foreground italic">{tool.summary}</p>
      <p className="mt-4">{tool.detail}</p>
      <h4 className="mt-6 text-lg font-semibold">{stepsLabel}</h4>
      <ToolSteps steps={tool.steps} link={tool.link} className="mt-4" />
    </article>
  );
}
