import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { LeadLink } from "#app/content/schemas.ts";
import { cn } from "#app/lib/utils.ts";

/** One sentence and a link to the teaching pack, on the pages a teacher or parent is likely to start from. */
export function TeachPointer({ pointer, className }: { pointer: LeadLink; className?: string }) {
  return (
    <p className={cn("max-w-[65ch] text-lg", className)}>
      {pointer.lead}{" "}
      <Link to={pointer.href} className="inline-flex min-h-11 items-center gap-2 font-semibold">
        {pointer.label}
        <Icon name="arrow-right" />
      </Link>
    </p>
  );
}
