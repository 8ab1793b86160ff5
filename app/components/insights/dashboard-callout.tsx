import { Icon as SpriteIcon } from "#app/components/icon.tsx";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { externalLinkProps } from "#app/lib/links.ts";

/** A band that sends the visitor to the external, third-party dashboard in a new tab without an opener. */
export function DashboardCallout({
  title,
  body,
  buttonLabel,
  href,
}: {
  title: string;
  body: string;
  buttonLabel: string;
  href: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
      <div className="flex flex-col gap-6 rounded-xl border border-primary/25 bg-accent/50 p-6 sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl font-semibold tracking-tight">
            {title}
          </h2>
          <p className="mt-3 text-muted-foreground">{body}</p>
        </div>
        <Button asChild variant="default" size="lg" className="self-start whitespace-normal md:self-center">
          <a href={href} {...externalLinkProps}>
            {buttonLabel}
            <SpriteIcon name="external-link" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </section>
  );
}
