import { useId } from "react";
import { CopyButton } from "#app/components/shared/copy-button.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import type { ReportPage } from "#app/content/pages/report.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { useSearchParam } from "#app/hooks/use-search-param.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { fillTemplate } from "#app/lib/template.ts";
import type { ComplaintPattern } from "./report-types.ts";

/** The letter for a pattern, or with blanks where the pattern goes. */
export function complaintLetter(text: ReportPage["complaint"], pattern: ComplaintPattern | undefined) {
  const values = {
    pattern: pattern ? pattern.name.toLowerCase() : text.blankPattern,
    link: pattern ? absoluteUrl(`/patterns/${pattern.slug}`) : text.blankLink,
  };
  return {
    subject: fillTemplate(text.subject, values),
    body: text.body.map((line) => fillTemplate(line, values)),
  };
}

/**
 * A short complaint to copy, filled from the pattern chosen: the choice is the address
 * (/report?pattern=hidden-costs#complaint), which each pattern page links to. Pre-rendered with blanks;
 * the choice works once the page has hydrated. Nothing is sent anywhere: the visitor copies the text.
 */
export function ComplaintText({
  patterns,
  text,
}: {
  patterns: ComplaintPattern[];
  text: ReportPage["complaint"];
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [slug, choose] = useSearchParam("pattern");
  const pattern = patterns.find((candidate) => candidate.slug === slug);
  const letter = complaintLetter(text, pattern);
  const plain = [letter.subject, ...letter.body].join("\n\n");

  return (
    <div className="flex max-w-[68ch] flex-col gap-5">
      <div className="max-w-sm">
        <label htmlFor={`${id}-pattern`} className="mb-1.5 block font-semibold">
          {text.patternLabel}
        </label>
        <NativeSelect
          id={`${id}-pattern`}
          value={pattern?.slug ?? ""}
          disabled={!hydrated}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">{text.anyPattern}</option>
          {patterns.map((candidate) => (
            <option key={candidate.slug} value={candidate.slug}>
              {candidate.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <blockquote id={`${id}-letter`} className="rounded-lg border border-border bg-card p-5 text-lg">
        <p className="font-semibold">{letter.subject}</p>
        {letter.body.map((line) => (
          <p key={line} className="mt-3">
            {line}
          </p>
        ))}
      </blockquote>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <CopyButton
          text={plain}
          label={text.copyLabel}
          target={text.copyTarget}
          copied={text.copied}
          failed={text.copyFailed}
        />
        <p className="text-base text-muted-foreground">{text.note}</p>
      </div>
    </div>
  );
}
