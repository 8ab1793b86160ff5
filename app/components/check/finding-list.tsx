import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { NumberDisc } from "#app/components/ui/number-disc.tsx";
import type { CheckPage } from "#app/content/pages/check.ts";
import { patternName, type NumberedFinding, type PatternNames } from "#app/lib/check-results.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * The findings in reading order, each numbered as its mark in the text: the pattern's name, linked to its
 * page in the library, whether the sign is clear or possible (in words and an icon, not colour alone),
 * what was found, the words it matched and the checker's reason.
 */
export function FindingList({
  findings,
  names,
  text,
  labelledBy,
}: {
  findings: NumberedFinding[];
  names: PatternNames;
  text: Pick<CheckPage, "strength" | "matchedLabel">;
  /** The id of the heading that names the list. */
  labelledBy?: string;
}) {
  return (
    <ol aria-labelledby={labelledBy} className="flex list-none flex-col gap-3 p-0">
      {findings.map((finding) => (
        <li
          key={finding.number}
          className="rounded-lg border border-border bg-card p-4"
          data-pattern={finding.pattern}
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <NumberDisc n={finding.number} tone="primary" />
            <h4 className="text-lg font-semibold">
              <Link to={finding.path} className="inline-flex min-h-11 items-center">
                {patternName(names, finding.pattern)}
              </Link>
            </h4>
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
          </div>
          <p className="mt-1 font-semibold">{finding.label}</p>
          <p className="mt-1">
            <span className="text-muted-foreground">{text.matchedLabel}</span>{" "}
            <q className="break-words">{finding.text}</q>
          </p>
          <p className="mt-1">{finding.reason}</p>
        </li>
      ))}
    </ol>
  );
}
