import { useId, useMemo, useRef, useState } from "react";
import { Icon } from "#app/components/icon.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { CheckPage } from "#app/content/pages/check.ts";
import { useChecker } from "#app/hooks/use-checker.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { numberFindings, summaryLine, textPieces, type PatternNames } from "#app/lib/check-results.ts";
import type { CheckMode } from "#app/lib/checker/index.ts";
import { formatNumber } from "#app/lib/english.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { cn } from "#app/lib/utils.ts";
import { CannotSeeList } from "./cannot-see-list.tsx";
import { CheckModeChoice } from "./check-mode-choice.tsx";
import { CheckNeedsScript } from "./check-needs-script.tsx";
import { CheckedText } from "./checked-text.tsx";
import { FindingList } from "./finding-list.tsx";

/** The longest text the box takes: a long page, which the checker reads in a few milliseconds. */
const maxLength = 20_000;

/**
 * The checker on /check: where the words come from, the box, the examples, and the results beside them
 * (below on a phone). The checker's module is fetched the first time the visitor focuses or touches the
 * tool (useChecker), never with the page; the text is checked as they type, after a short pause, and
 * only the summary line is announced (a polite status), not the list. What is typed stays in this
 * component's state: nothing is stored or sent. Before hydration the controls are disabled, and hidden
 * where scripting is off, where the page says the checker needs JavaScript instead.
 */
export function CheckTool({
  text: copy,
  names,
  cannotSee,
}: {
  text: CheckPage;
  names: PatternNames;
  cannotSee: string[];
}) {
  const hydrated = useHydrated();
  const [mode, setMode] = useState<CheckMode>("page");
  const [text, setText] = useState("");
  // Typing is checked after a pause; an example or a change of mode, at once.
  const { status, result, load, checkNow } = useChecker(text, mode);
  const box = useRef<HTMLTextAreaElement>(null);
  const textId = useId();
  const hintId = useId();
  const statusId = useId();
  const resultsId = useId();
  const findingsId = useId();

  const empty = text.trim() === "";
  const shown = !empty && result && result.text.trim() !== "" ? result : null;
  const findings = useMemo(() => (shown ? numberFindings(shown.text, shown.findings) : []), [shown]);
  const pieces = useMemo(() => (shown ? textPieces(shown.text, findings) : []), [shown, findings]);

  const message = empty
    ? copy.prompt
    : status === "failed"
      ? copy.failed
      : !shown
        ? copy.loading
        : findings.length === 0
          ? copy.none.title
          : summaryLine(copy, findings, names);

  function tryExample(example: CheckMode) {
    load();
    setMode(example);
    setText(copy.modes[example].example);
    checkNow(copy.modes[example].example, example);
  }

  return (
    <div className="flex flex-col gap-5 md:gap-8">
      <div className="flex max-w-[65ch] flex-col gap-1 text-muted-foreground">
        <p className="flex items-start gap-2">
          <Icon name="lock" className="mt-1 size-4.5 shrink-0 text-primary" />
          {copy.privacy}
        </p>
        <p className="flex items-start gap-2">
          <Icon name="globe" className="mt-1 size-4.5 shrink-0 text-primary" />
          {copy.language}
        </p>
      </div>
      {hydrated ? null : <CheckNeedsScript text={copy.needsScript} />}
      <div
        className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12 noscript:hidden"
        data-checker={status}
        onFocus={load}
        onPointerDown={load}
      >
        {/* From lg up the form stays in view beside a long list of findings. */}
        <div className="flex min-w-0 flex-col gap-5">
          <CheckModeChoice
            mode={mode}
            enabled={hydrated}
            text={copy}
            onChange={(next) => {
              setMode(next);
              checkNow(text, next);
            }}
          />
          <div className="flex flex-col gap-2">
            <label htmlFor={textId} className="font-semibold">
              {copy.textLabel}
            </label>
            <Textarea
              ref={box}
              id={textId}
              value={text}
              disabled={!hydrated}
              rows={8}
              maxLength={maxLength}
              placeholder={copy.modes[mode].placeholder}
              spellCheck={false}
              autoComplete="off"
              aria-describedby={`${hintId} ${statusId}`}
              onChange={(event) => {
                // A paste with the keyboard before any focus event still fetches the checker.
                load();
                setText(event.target.value);
              }}
            />
            <p id={hintId} className="text-sm text-muted-foreground">
              {fillTemplate(copy.textHint, { max: formatNumber(maxLength) })}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span className="w-full font-semibold">{copy.examplesLabel}</span>
            {(["page", "chat"] as const).map((example) => (
              <Button
                key={example}
                variant="outline"
                disabled={!hydrated}
                onClick={() => tryExample(example)}
              >
                <Icon name={example === "chat" ? "message-circle" : "mouse-pointer"} className="size-4.5" />
                {copy.modes[example].exampleLabel}
              </Button>
            ))}
            {!empty ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setText("");
                  checkNow("", mode);
                  // The button goes with the text: focus goes back to the box rather than to the page.
                  box.current?.focus();
                }}
              >
                <Icon name="x" className="size-4.5" />
                {copy.clear}
              </Button>
            ) : null}
          </div>
        </div>

        <section aria-labelledby={resultsId} className="flex min-w-0 flex-col gap-4">
          <h2 id={resultsId} className="text-2xl font-semibold tracking-tight">
            {copy.resultsTitle}
          </h2>
          <p
            id={statusId}
            role="status"
            className={cn("min-h-[2lh] text-lg", shown ? "font-semibold" : "text-muted-foreground")}
          >
            {message}
          </p>
          {shown && findings.length > 0 ? (
            <>
              <div className="rounded-lg border border-border bg-card p-4 sm:p-5">
                <h3 className="text-base font-semibold text-muted-foreground">{copy.markedTitle}</h3>
                <CheckedText pieces={pieces} className="mt-2 text-base" />
                <ul className="mt-4 flex list-none flex-wrap gap-x-6 gap-y-1 border-t border-border p-0 pt-3 text-sm text-muted-foreground">
                  <li className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="inline-block w-12 border-b-2 border-highlight-foreground"
                    />
                    {copy.markedKey.clear}
                  </li>
                  <li className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="inline-block w-12 border-b-2 border-dashed border-highlight-foreground"
                    />
                    {copy.markedKey.possible}
                  </li>
                </ul>
              </div>
              <h3 id={findingsId} className="text-xl font-semibold">
                {copy.findingsTitle}
              </h3>
              <FindingList findings={findings} names={names} text={copy} labelledBy={findingsId} />
            </>
          ) : shown ? (
            <div className="rounded-lg border border-border bg-card p-4 sm:p-5">
              <p>{copy.none.body}</p>
              <CannotSeeList items={cannotSee} className="mt-3" />
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
