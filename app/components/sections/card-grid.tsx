import type * as React from "react";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { cn } from "#app/lib/utils.ts";

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Responsive grid: one column on phones, then 2, then up to `columns`. */
export function CardGrid({
  columns = 3,
  children,
  className,
  as: Tag = "ul",
  hydrate = true,
}: {
  columns?: keyof typeof columnClasses;
  children: React.ReactNode;
  className?: string;
  as?: "ul" | "div";
  /** False for cards with no state or handlers of their own: the grid then needs no hydration (StaticPart). */
  hydrate?: boolean;
}) {
  const classes = cn("grid list-none gap-5 p-0", columnClasses[columns], className);
  if (!hydrate) {
    return (
      <StaticPart as={Tag} className={classes}>
        {children}
      </StaticPart>
    );
  }
  return <Tag className={classes}>{children}</Tag>;
}
