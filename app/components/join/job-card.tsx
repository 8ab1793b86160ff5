import { Icon as SpriteIcon } from "~/components/icon";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { Job } from "~/content/schemas";
import { cn } from "~/lib/utils";

export type JobCardLabels = {
  tagLabels: [string, string, string];
  learnMoreLabel: string;
  responsibilitiesTitle: string;
  howToApplyTitle: string;
  howToApply: string;
  applyLabel: string;
};

/**
 * A job card. "Learn More" is a disclosure: it expands the card in place to the
 * responsibilities and how to apply (a mailto: with the job title as subject).
 */
export function JobCard({ job, labels, applyHref }: { job: Job; labels: JobCardLabels; applyHref: string }) {
  const [open, setOpen] = useState(false);
  const panelId = `${job.id}-details`;
  const titleId = `${job.id}-title`;
  const learnMoreId = `${job.id}-learn-more`;
  const applyId = `${job.id}-apply`;
  return (
    <article aria-labelledby={titleId} className="rounded-lg border border-border bg-card p-6 md:p-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between md:gap-8">
        <div className="flex max-w-[65ch] flex-col gap-3">
          <h3 id={titleId} className="text-xl font-semibold sm:text-2xl">
            {job.title}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {job.tags.map((tag, index) => (
              <li key={labels.tagLabels[index]}>
                <Badge variant={index === 0 ? "highlight" : index === 1 ? "outline" : "default"}>
                  <span className="sr-only">{labels.tagLabels[index]}: </span>
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground">{job.description}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          // Named "Learn More <job title>", so the three buttons are told apart out of context.
          aria-labelledby={`${learnMoreId} ${titleId}`}
          onClick={() => setOpen((value) => !value)}
          className="self-start"
        >
          <span id={learnMoreId}>{labels.learnMoreLabel}</span>
          <SpriteIcon
            name="chevron-down"
            className={cn(
              "transition-transform duration-200 motion-reduce:transition-none",
              open && "rotate-180",
            )}
          />
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="mt-6 border-t border-border pt-6">
        <div className="grid gap-8 md:grid-cols-[3fr_2fr]">
          <div>
            <h4 className="font-heading text-lg font-semibold">{labels.responsibilitiesTitle}</h4>
            <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 marker:text-primary">
              {job.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col items-start gap-3 self-start rounded-md bg-muted/70 p-5">
            <h4 className="font-heading text-lg font-semibold">{labels.howToApplyTitle}</h4>
            <p className="text-[0.9375rem]">{labels.howToApply}</p>
            <Button asChild>
              <a href={applyHref} aria-labelledby={`${applyId} ${titleId}`}>
                <SpriteIcon name="mail" />
                <span id={applyId}>{labels.applyLabel}</span>
              </a>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
