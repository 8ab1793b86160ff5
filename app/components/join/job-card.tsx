import { Icon as SpriteIcon } from "#app/components/icon.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import type { Job } from "#app/content/schemas.ts";
import { cn } from "#app/lib/utils.ts";

export type JobCardLabels = {
  tagLabels: [string, string, string];
  learnMoreLabel: string;
  /** Shown on every card while the roles are not funded. */
  plannedLabel: string;
  responsibilitiesTitle: string;
  howToApplyTitle: string;
  howToApply: string;
  applyLabel: string;
};

/**
 * A job card. "Learn More" is a native disclosure (<details>): it expands the card in place to
 * the responsibilities and how to apply (a mailto: with the job title as subject), with or
 * without JavaScript. From md up, its summary sits at the card's top right, beside the title.
 */
export function JobCard({ job, labels, applyHref }: { job: Job; labels: JobCardLabels; applyHref: string }) {
  const titleId = `${job.id}-title`;
  const learnMoreId = `${job.id}-learn-more`;
  const applyId = `${job.id}-apply`;
  return (
    <article
      aria-labelledby={titleId}
      className="relative rounded-lg border border-border bg-card p-6 md:p-8"
    >
      <div className="flex max-w-[65ch] flex-col gap-3 md:pr-44">
        <h3 id={titleId} className="text-xl font-semibold sm:text-2xl">
          {job.title}
        </h3>
        <p className="text-sm font-medium text-muted-foreground">{labels.plannedLabel}</p>
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
      <details className="group">
        <summary
          // Named "Learn More <job title>", so the three controls are told apart out of context.
          aria-labelledby={`${learnMoreId} ${titleId}`}
          className={cn(
            buttonVariants({ variant: "outline" }),
            "mt-4 cursor-pointer list-none md:absolute md:top-8 md:right-8 md:mt-0 [&::-webkit-details-marker]:hidden",
          )}
        >
          <span id={learnMoreId}>{labels.learnMoreLabel}</span>
          <SpriteIcon
            name="chevron-down"
            className="transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className="mt-6 border-t border-border pt-6">
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
      </details>
    </article>
  );
}
