import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn(
        "flex flex-col gap-3 rounded-lg border border-border bg-card p-6 text-card-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({
  className,
  asHeading: Heading = "h3",
  ...props
}: React.ComponentProps<"h3"> & { asHeading?: "h2" | "h3" | "h4" }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn("font-heading text-xl font-semibold", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-muted-foreground", className)} {...props} />;
}
