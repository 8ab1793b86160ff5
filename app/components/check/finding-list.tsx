import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { NumberDisc } from "~/components/ui/number-disc";
import type { CheckPage } from "~/content/pages/check";
import { patternName, type NumberedFinding, type PatternNames } from "~/lib/check-results";
import { cn } from "~/lib/utils";

/**
 * The findings in reading order, each numbered as its mark in the text: the pattern's name, linked to its
 * page in the library, whether the sign is clear or possible (in words and an icon, not colour alone),
 * what was found, the words it matched and the checker's reason.
 */
export function FindingList({
  findings,
  names,
  text,
}: {
  findings: NumberedFinding[];
  names: PatternNames;
  text: Pick<CheckPage, "strength" | "matchedLabel">;
}) {
  return (
    <ol className="flex list-none flex-col gap-3 p-0">
      {findings.map((finding) => (
        <li
          key={finding.number}
          className="flex gap-3 rounded-lg border border-border bg-card p-4 sm:gap-4"
          data-pattern={finding.pattern}
        >
          <NumberDisc n={finding.number} tone="primary" className="mt-0.5" />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link to={finding.path} className="inline-flex min-h-11 items-center text-lg font-semibold">
                {patternName(names, finding.pattern)}
              </Link>
              <span
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold",
                  finding.strength === "clear"
                    ? "border-foreground text-foreground"
                    : "border-dashed border-muted-foreground text-muted-foreground",
                )}
              >
                <Icon
                  name={finding.strength === "clear" ? "alert-triangle" : "info"}
                  className="size-4 shrink-0"
                />
                {text.strength[finding.strength]}
              </span>
            </p>
            <p className="mt-1 text-base font-semibold">{finding.label}</p>
            <p className="mt-1 text-base">
              <span className="text-muted-foreground">{text.matchedLabel}</span>{" "}
              <q className="break-words">{finding.text}</q>
            </p>
            <p className="mt-1 text-base">{finding.reason}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
