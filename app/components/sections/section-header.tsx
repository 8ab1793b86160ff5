import type { SectionHeaderContent } from "#app/content/schemas.ts";
import { cn } from "#app/lib/utils.ts";

/** Eyebrow + heading + lead: how every section on the site opens. */
export function SectionHeader({
  header,
  id,
  className,
}: {
  header: SectionHeaderContent;
  id?: string;
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", className)}>
      {header.eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-wider text-primary uppercase">{header.eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-3xl font-semibold tracking-tight sm:text-4xl">
        {header.title}
      </h2>
      {header.lead ? <p className="mt-4 max-w-[65ch] text-lg text-muted-foreground">{header.lead}</p> : null}
    </div>
  );
}
