import type { TeachPage } from "#app/content/pages/teach.ts";
import type { WorksheetView } from "#app/data/teach-pack.ts";
import { WritingLines } from "./writing-lines.tsx";

const h2 = "text-2xl font-semibold tracking-tight";

/**
 * "Find a pattern in an app you use": the three-step journey, the questions to ask and what to look for,
 * all from the site's tools, with room to write, then the library's patterns to tick.
 */
export function WorksheetSheet({ view, text }: { view: WorksheetView; text: TeachPage["worksheet"] }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10 sm:px-6 print:gap-6 print:p-0 print:pt-4">
      <section aria-labelledby="app" className="break-inside-avoid">
        <h2 id="app" className={h2}>
          {text.appTitle}
        </h2>
        {text.appPrompts.map((prompt) => (
          <div key={prompt} className="mt-3">
            <p className="font-semibold">{prompt}</p>
            <WritingLines count={1} />
          </div>
        ))}
      </section>
      <section aria-labelledby="questions" className="break-inside-avoid">
        <h2 id="questions" className={h2}>
          {text.questionsTitle}
        </h2>
        <p className="mt-2">{text.questionsLead}</p>
        <ol className="mt-3 list-decimal space-y-3 pl-6">
          {view.questions.map((question) => (
            <li key={question}>
              <span className="font-semibold">{question}</span>
              <WritingLines count={2} />
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="steps">
        <h2 id="steps" className={h2}>
          {text.stepsTitle}
        </h2>
        <ol className="mt-3 list-none space-y-5 p-0">
          {view.steps.map((step, index) => (
            <li key={step.title} className="break-inside-avoid">
              <h3 className="text-lg font-semibold">
                {index + 1}. {step.title}
              </h3>
              <p className="mt-1 max-w-[65ch]">{step.body}</p>
              <WritingLines count={3} />
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="look-for" className="break-inside-avoid">
        <h2 id="look-for" className={h2}>
          {text.lookForTitle}
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5">
          {view.lookFor.map((step) => (
            <li key={step} className="max-w-[65ch]">
              {step}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="which" className="print:break-before-page">
        <h2 id="which" className={h2}>
          {text.patternsTitle}
        </h2>
        <p className="mt-2">{text.patternsLead}</p>
        {view.families.map((family) => (
          <div key={family.name} className="mt-5 break-inside-avoid">
            <h3 className="text-lg font-semibold">{family.name}</h3>
            <ul className="mt-2 list-none space-y-2 p-0">
              {family.patterns.map((pattern) => (
                <li key={pattern.name} className="flex items-start gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-1 size-4 shrink-0 rounded-sm border-2 border-foreground"
                  />
                  <span>
                    <strong>{pattern.name}</strong>: {pattern.summary}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <section aria-labelledby="choice" className="break-inside-avoid">
        <h2 id="choice" className={h2}>
          {text.choiceTitle}
        </h2>
        <p className="mt-2">{text.choicePrompt}</p>
        <WritingLines count={4} />
      </section>
    </div>
  );
}
