import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

/** A multi-line text field, drawn as `Input` is. */
export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "flex w-full min-w-0 rounded-md border border-input bg-card px-3.5 py-2.5 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}
