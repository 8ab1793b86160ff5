import type { IconName } from "~/content/schemas";
import { cn } from "~/lib/utils";
import spriteUrl from "./icons.svg?no-inline";

/**
 * A decorative content icon from the lucide sprite (scripts/build-icon-sprite.tsx). A <use> reference
 * costs no JavaScript; the sprite is one hashed, immutable file. The text beside the icon carries the
 * meaning, so the icon is hidden from assistive technology.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("size-6 shrink-0", className)}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
