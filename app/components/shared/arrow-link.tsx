import { Icon as SpriteIcon } from "#app/components/icon.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { Link as LinkContent } from "#app/content/schemas.ts";
import { cn } from "#app/lib/utils.ts";

/** A standalone internal link ("Read our full mission ->") with a 44px tall hit area. */
export function ArrowLink({ link, className }: { link: LinkContent; className?: string }) {
  return (
    <Link
      to={link.href}
      className={cn("group inline-flex min-h-11 items-center gap-1.5 font-semibold", className)}
    >
      {link.label}
      <SpriteIcon
        name="arrow-right"
        className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
      />
    </Link>
  );
}
