import type { TeachPage } from "#app/content/pages/teach.ts";
import { fillTemplate } from "#app/lib/template.ts";

export type SelfCheckSheetItem = {
  id: string;
  number: number;
  /** The screen as SVG markup without its numbered marks (which would point at the answer). */
  svg: string;
  options: string[];
};

/** The printable self-check: every question of /spot-the-pattern with its screen and its options to tick. */
export function SelfCheckSheet({
  items,
  text,
}: {
  items: SelfCheckSheetItem[];
  text: TeachPage["selfCheck"];
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 print:p-0 print:pt-4">
      <p className="flex items-end gap-3 font-semibold">
        {text.nameLine}
        <span
          aria-hidden="true"
          className="block h-7 max-w-64 min-w-0 flex-1 border-b border-dashed border-muted-foreground/60"
        />
      </p>
      <p className="mt-4 text-lg">{text.prompt}</p>
      <ol className="mt-8 grid list-none gap-10 p-0 print:grid-cols-2 print:gap-x-8 print:gap-y-6">
        {items.map((item) => (
          <li key={item.id} id={item.id} className="break-inside-avoid">
            <h2 className="text-xl font-semibold">
              {fillTemplate(text.questionHeading, { number: item.number, total: items.length })}
            </h2>
            <div className="mt-3 grid grid-cols-1 items-start gap-4 sm:grid-cols-[18rem_minmax(0,1fr)] sm:gap-6 print:grid-cols-1 print:gap-4">
              {/* The quiz's 18rem on screen, so the screen's words render at 11 px or more (issue 26.2); on
                  paper 7 cm, two questions to a row, so they print at 8 pt (issue 35.4). */}
              <div
                className="w-full max-w-[18rem] print:max-w-[7cm]"
                dangerouslySetInnerHTML={{ __html: item.svg }}
              />
              <ul className="flex list-none flex-col gap-3 p-0">
                {item.options.map((option) => (
                  <li key={option} className="flex items-start gap-2">
                    <span
                      aria-hidden="true"
                      className="mt-1 size-4 shrink-0 rounded-sm border-2 border-foreground"
                    />
                    {option}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
