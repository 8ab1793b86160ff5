import type * as React from "react";
import { usePageFamily } from "#app/components/sections/page-family.tsx";
import { cn } from "#app/lib/utils.ts";

/**
 * Running text beside a short titled list (the programs, the principles). On organisation pages, where the
 * section heading already takes the side column, the list follows the text under a rule instead.
 */
export function SplitSummary({
  children,
  asideTitle,
  items,
}: {
  children: React.ReactNode;
  asideTitle: string;
  items: { title: string; detail?: string }[];
}) {
  const organisation = usePageFamily() === "organisation";
  return (
    <div
      className={cn("grid gap-10", !organisation && "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14")}
    >
      <div>{children}</div>
      <div
        className={
          organisation
            ? "max-w-[68ch] border-t border-border pt-6"
            : "self-start rounded-lg border border-border bg-card p-6"
        }
      >
        <h3 className="text-lg font-semibold">{asideTitle}</h3>
        <ul className="mt-4 flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.title} className="border-l-3 border-primary pl-4">
              <span className="block font-semibold">{item.title}</span>
              {item.detail ? (
                <span className="block text-[0.9375rem] text-muted-foreground">{item.detail}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
