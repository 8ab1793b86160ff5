import { useId } from "react";
import type * as React from "react";
import type { SectionHeaderContent } from "#app/content/schemas.ts";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { cn } from "#app/lib/utils.ts";
import { usePageFamily } from "./page-family.tsx";
import { SectionHeader } from "./section-header.tsx";

/**
 * A page section labelled by its own header, on the plain or the muted band. On organisation pages
 * sections are divided by rules rather than bands, and from lg up the header stands beside the content
 * (`layout="side"`, their default) unless the content needs the full width (`layout="stacked"`).
 * A section of text, cards and links with no state or handlers of its own takes `hydrate={false}`: React
 * then leaves its pre-rendered HTML as it is (StaticPart, issue 56).
 */
export function Section({
  header,
  id,
  tone = "plain",
  layout,
  children,
  className,
  hydrate = true,
}: {
  header?: SectionHeaderContent;
  id?: string;
  tone?: "plain" | "muted";
  layout?: "stacked" | "side";
  children: React.ReactNode;
  className?: string;
  /** False when nothing inside has state, effects or handlers: links navigate through the layout's listener. */
  hydrate?: boolean;
}) {
  const headingId = useId();
  const family = usePageFamily();
  const organisation = family === "organisation";
  // Indexes get to their lists quickly: tighter bands on a phone.
  const index = family === "index";
  const side = header && (layout ?? (organisation ? "side" : "stacked")) === "side";
  const Frame = hydrate ? "div" : StaticPart;
  return (
    <section
      id={id}
      aria-labelledby={header ? headingId : undefined}
      className={cn(
        organisation ? "[section+&]:border-t [section+&]:border-border" : tone === "muted" && "bg-muted/70",
        className,
      )}
    >
      <Frame
        className={cn(
          "mx-auto max-w-6xl px-4 sm:px-6",
          index ? "py-8 md:py-12" : "py-14 md:py-20",
          side && "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12",
        )}
      >
        {header ? <SectionHeader header={header} id={headingId} /> : null}
        <div className={cn(header && (index ? "mt-5 md:mt-10" : "mt-10"), side && "lg:mt-1")}>{children}</div>
      </Frame>
    </section>
  );
}
