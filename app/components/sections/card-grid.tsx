import type * as React from "react";
import { cn } from "~/lib/utils";

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
}: {
  columns?: keyof typeof columnClasses;
  children: React.ReactNode;
  className?: string;
  as?: "ul" | "div";
}) {
  return <Tag className={cn("grid list-none gap-5 p-0", columnClasses[columns], className)}>{children}</Tag>;
}
