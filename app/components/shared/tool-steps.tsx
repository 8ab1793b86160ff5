import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { Link as LinkContent } from "#app/content/schemas.ts";
import { cn } from "#app/lib/utils.ts";
import { NumberDisc } from "#app/components/ui/number-disc.tsx";

/**
 * A tool's steps, numbered in small discs, then where they lead next when the tool says: the same list
 * on /tools and in the guide on the web.
 */
export function ToolSteps({
  steps,
  link,
  className,
}: {
  steps: string[];
  link?: LinkContent;
  className?: string;
}) {
  return (
    <>
      <ol className={cn("flex list-none flex-col gap-4 p-0", className)}>
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3.5">
            <NumberDisc n={index + 1} className="mt-0.5" />
            <span>{step}</span>
          </li>
        ))}
      </ol>
      {link ? (
        <p className="mt-4">
          <Link to={link.href} className="inline-flex min-h-11 items-center gap-2 font-semibold">
            {link.label}
            <Icon name="arrow-right" className="size-4.5 shrink-0" />
          </Link>
        </p>
      ) : null}
    </>
  );
}
