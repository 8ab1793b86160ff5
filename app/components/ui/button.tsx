import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "@radix-ui/react-slot";
import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

/*
 * max-w-full: a long label wraps instead of pushing the page sideways on a 320 px screen (WCAG 1.4.10).
 * forced-colors:border on the filled variants: forced colours drop backgrounds, and the border (in the
 * system's button text colour) is then what shows where the button is.
 */
export const buttonVariants = cva(
  "inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-md text-center text-base font-semibold transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 motion-reduce:transition-none",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary-hover forced-colors:border",
        destructive:
          "bg-destructive text-destructive-foreground hover:bg-destructive/90 forced-colors:border",
        outline: "border border-input bg-background text-foreground hover:bg-muted",
        /** Outline on the primary-coloured band of a call to action. */
        "outline-inverse":
          "border border-primary-foreground/70 bg-transparent text-primary-foreground hover:bg-primary-foreground/10",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary-hover forced-colors:border",
        ghost: "text-foreground hover:bg-muted",
        link: "text-primary underline decoration-1 underline-offset-4 hover:decoration-2",
      },
      size: {
        default: "min-h-11 px-5 py-2.5",
        sm: "min-h-9 px-3 py-1.5 text-sm",
        lg: "min-h-12 px-6 py-3 text-lg",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button, or with `asChild` any element (usually a link) styled as one. */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  // A link-styled button takes the size of the text around it.
  if (variant === "link") size = null;
  if (asChild) {
    return (
      <Slot data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />
    );
  }
  // An explicit type, so a button inside a form never submits it by accident.
  return (
    <button
      type="button"
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
