import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#app/lib/utils.ts";

/**
 * The numeral in a disc that leads a step, a callout or a screen's mark. Hidden from screen readers: the
 * list it sits in is ordered, or the text beside it says the number.
 */
export const numberDiscVariants = cva("flex shrink-0 items-center justify-center rounded-full", {
  variants: {
    tone: {
      accent: "bg-accent text-accent-foreground",
      primary: "bg-primary text-primary-foreground",
      /* The colour of the numbered marks drawn on a harmful screen, which the disc names. */
      harmful: "bg-destructive text-destructive-foreground",
    },
    size: {
      sm: "size-6 text-sm font-bold",
      md: "size-7 text-sm font-bold",
      lg: "size-10 font-heading text-lg font-semibold",
    },
  },
  defaultVariants: { tone: "accent", size: "md" },
});

export function NumberDisc({
  n,
  tone,
  size,
  className,
}: { n: number; className?: string } & VariantProps<typeof numberDiscVariants>) {
  return (
    <span
      aria-hidden="true"
      data-slot="number-disc"
      className={cn(numberDiscVariants({ tone, size }), className)}
    >
      {n}
    </span>
  );
}
