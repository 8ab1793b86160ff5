import type * as React from "react";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { AnchoredHeading } from "#app/components/sections/anchored-heading.tsx";
import { cn } from "#app/lib/utils.ts";

/**
 * One part of the guide on /guide: its heading (with its anchor, the id the table of contents links to
 * and a link to itself), the PDF's small label above it, then its text in a reading column.
 */
export function GuideSection({
  id,
  title,
  eyebrow,
  linkLabel,
  children,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  /** The heading link's accessible name. */
  linkLabel: string;
  children: React.ReactNode;
}) {
  return (
    // Text, links and fragment links, nothing to operate: React leaves the pre-rendered part alone.
    <StaticPart
      as="section"
      aria-labelledby={id}
      className="border-t border-border py-12 first:border-t-0 md:py-16"
    >
      {eyebrow ? (
        <p className="mb-2 break-after-avoid text-sm font-semibold tracking-wider text-primary uppercase">
          {eyebrow}
        </p>
      ) : null}
      {/* Scrolled to, the heading leaves room above it for its label. */}
      <AnchoredHeading
        id={id}
        label={linkLabel}
        className={cn("text-3xl font-semibold tracking-tight sm:text-4xl", eyebrow && "scroll-mt-8")}
      >
        {title}
      </AnchoredHeading>
      <div className="mt-6 flex flex-col gap-5 text-lg leading-relaxed">{children}</div>
    </StaticPart>
  );
}
