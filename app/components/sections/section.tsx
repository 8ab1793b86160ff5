import { useId } from "react";
import type * as React from "react";
import type { SectionHeaderContent } from "~/content/schemas";
import { cn } from "~/lib/utils";
import { SectionHeader } from "./section-header";

/** A page section labelled by its own header, on the plain or the muted band. */
export function Section({
  header,
  id,
  tone = "plain",
  children,
  className,
}: {
  header?: SectionHeaderContent;
  id?: string;
  tone?: "plain" | "muted";
  children: React.ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={header ? headingId : undefined}
      className={cn(tone === "muted" && "bg-muted/70", className)}
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        {header ? <SectionHeader header={header} id={headingId} /> : null}
        <div className={cn(header && "mt-10")}>{children}</div>
      </div>
    </section>
  );
}
