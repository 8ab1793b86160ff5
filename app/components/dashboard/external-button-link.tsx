import { Icon as SpriteIcon } from "#app/components/icon.tsx";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { externalLinkProps } from "#app/lib/links.ts";
import { cn } from "#app/lib/utils.ts";

/** A button-styled link to another website: new tab, no opener, and it says so. */
export function ExternalButtonLink({
  href,
  label,
  size = "lg",
  variant = "default",
  className,
}: {
  href: string;
  label: string;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
  className?: string;
}) {
  return (
    // A long label wraps on narrow phones instead of overflowing the row.
    <Button asChild size={size} variant={variant} className={cn("max-w-full", className)}>
      <a href={href} {...externalLinkProps}>
        {label}
        <span className="sr-only"> (opens in a new tab)</span>
        <SpriteIcon name="external-link" />
      </a>
    </Button>
  );
}
