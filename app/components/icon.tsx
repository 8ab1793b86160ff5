import type { IconName } from "~/content/schemas";
import type { UiIconName } from "./icon-names";
import spriteUrl from "./icons.svg?no-inline";

export type SpriteIconName = IconName | UiIconName;

/**
 * An icon from the lucide sprite (scripts/dev/build-icon-sprite.tsx). A <use> reference costs no JavaScript;
 * the sprite is one hashed, immutable file. Icons are decorative: the text beside them carries the
 * meaning, so they are hidden from assistive technology. Size them with a class (default 24 px).
 */
export function Icon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
