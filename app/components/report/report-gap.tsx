import { formatDateStable } from "#app/lib/format-date.ts";
import { externalLinkProps } from "#app/lib/links.ts";
import type { GapView } from "./report-types.ts";

/**
 * A documented gap on a place's page (issue 52): the place has no body of the kind this problem needs
 * that takes complaints yet. What is missing, what to do instead, and the page that states it, with the
 * day it was checked. It stands where the body would, above the others that apply.
 */
export function ReportGap({
  gap,
  sourceLabel,
  newTab,
}: {
  gap: GapView;
  sourceLabel: string;
  newTab: string;
}) {
  const [before = "", after = ""] = sourceLabel.split("{date}");
  return (
    <p className="mt-2 max-w-[65ch] text-lg">
      {gap.missing} {gap.instead}{" "}
      {gap.sourceUrl ? (
        <a
          href={gap.sourceUrl}
          {...externalLinkProps}
          className="underline decoration-1 underline-offset-2 hover:decoration-2"
        >
          {before}
          <time dateTime={gap.checkedOn}>{formatDateStable(gap.checkedOn)}</time>
          {after}
          <span className="sr-only"> {newTab}</span>
        </a>
      ) : null}
    </p>
  );
}
