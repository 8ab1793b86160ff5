import { Icon as SpriteIcon } from "~/components/icon";
import { Button, type ButtonProps } from "~/components/ui/button";
import { externalLinkProps } from "~/lib/links";
import { cn } from "~/lib/utils";

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
