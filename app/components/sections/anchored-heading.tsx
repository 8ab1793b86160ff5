import type { ReactNode } from "react";
import { Icon } from "#app/components/icon.tsx";
import { cn } from "#app/lib/utils.ts";

/**
 * A section heading followed by a link to itself, so a reader can copy or share the address of
 * one section. The link is a sibling of the heading, not inside it: the heading's accessible name
 * stays its text alone (in a screen reader's list of headings too), and the link is announced
 * after it by its own name ("Link to section: …"), the pattern GitHub uses for its headings.
 *
 * The link shows on hover or focus where the device can hover, and always on touch screens,
 * which cannot hover. `heading-anchor` lets print styles hide it. No JavaScript: it is an
 * ordinary fragment link, and `scroll-padding-top` (app.css) lands the heading below the header.
 */
export function AnchoredHeading({
  as: Heading = "h2",
  id,
  label,
  className,
  children,
}: {
  as?: "h2" | "h3";
  id: string;
  /** The link's accessible name, e.g. "Link to section: How it works". */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="anchored-heading group/heading flex items-end gap-1">
      <Heading id={id} className={cn("min-w-0", className)}>
        {children}
      </Heading>
      <a
        href={`#${id}`}
        aria-label={label}
        className="heading-anchor -mb-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted-foreground no-underline group-hover/heading:opacity-100 hover:text-primary focus-visible:opacity-100 [@media(hover:hover)]:opacity-0"
      >
        <Icon name="link" className="size-5" />
      </a>
    </div>
  );
}
