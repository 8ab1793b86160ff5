import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { Tool } from "#app/content/schemas.ts";
import { ToolSteps } from "#app/components/shared/tool-steps.tsx";

/**
 * One awareness tool as a row of the tools list: what it is for, always shown, then its steps in a
 * native disclosure (<details>), so a phone visitor can scan six tools before opening one. It opens
 * with or without JavaScript; the steps stay in the HTML, so find-in-page finds them (Chrome opens the
 * disclosure on a match) and print shows them open (app.css). From lg up the steps sit beside the
 * description instead of below it. A tool the site has made real (Dark Pattern Detection: /check) offers
 * it under its summary, before the steps.
 */
export function ToolItem({ tool, summaryText }: { tool: Omit<Tool, "detail">; summaryText: string }) {
  const titleId = `${tool.id}-title`;
  const summaryId = `${tool.id}-steps-summary`;
  return (
    <li
      id={tool.id}
      className="py-8 first:pt-0 last:pb-0 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12 lg:py-10"
    >
      <div>
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground"
          >
            <Icon name={tool.icon} className="size-5.5" />
          </span>
          <h3 id={titleId} className="text-2xl font-semibold">
            {tool.title}
          </h3>
        </div>
        <p className="mt-4 max-w-[60ch] text-lg text-muted-foreground">{tool.summary}</p>
        {tool.action ? (
          <Button asChild className="mt-5">
            <Link to={tool.action.href}>
              <Icon name="search" className="size-4.5" />
              {tool.action.label}
              <Icon name="arrow-right" className="size-4.5" />
            </Link>
          </Button>
        ) : null}
      </div>
      <details className="group mt-5 max-w-2xl lg:mt-0">
        {/* Named by what is inside, then the tool, so the six summaries are told apart out of context. */}
        <summary
          aria-labelledby={`${summaryId} ${titleId}`}
          className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-md border border-border bg-card px-4 py-2.5 text-lg font-semibold text-primary transition-colors group-open:border-primary hover:border-primary motion-reduce:transition-none [&::-webkit-details-marker]:hidden"
        >
          <span id={summaryId}>{summaryText}</span>
          <Icon
            name="chevron-down"
            className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <ToolSteps steps={tool.steps} link={tool.link} className="mt-5 max-w-[62ch] text-lg" />
      </details>
    </li>
  );
}
