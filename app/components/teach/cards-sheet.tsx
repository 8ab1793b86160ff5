import type { TeachPage } from "#app/content/pages/teach.ts";
import type { CardItem } from "#app/data/teach-pack.ts";
import { fillTemplate } from "#app/lib/template.ts";

export type CardsSheetItem = CardItem & {
  /** The drawing as SVG markup (ADR 008), without its numbered marks. */
  svg: string;
};

/**
 * The picture cards: the teacher's first page (how to use them and the key), then one card to a printed
 * page, each a drawing and the same question, so nothing on a card but the drawing tells its side.
 */
export function CardsSheet({ cards, text }: { cards: CardsSheetItem[]; text: TeachPage["cards"] }) {
  const lessonNumbers = [...new Set(cards.map((card) => card.lesson))];
  const lessonTag = (lesson: number) => fillTemplate(text.lessonTag, { number: lesson });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 print:p-0 print:pt-4">
      <section aria-labelledby="cards-how" className="max-w-[65ch]">
        <h2 id="cards-how" className="text-2xl font-semibold">
          {text.howTitle}
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-6">
          {text.how.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="cards-key" className="mt-10 print:mt-6">
        <h2 id="cards-key" className="text-2xl font-semibold">
          {text.keyTitle}
        </h2>
        <p className="mt-2 max-w-[65ch] text-muted-foreground">{text.keyLead}</p>
        {/* On paper in small type, so the key stays on the teacher's page on US Letter too. */}
        <div className="mt-4 grid gap-6 sm:grid-cols-3 print:text-[9pt]">
          {lessonNumbers.map((lesson) => (
            <div key={lesson}>
              <h3 className="font-semibold">{lessonTag(lesson)}</h3>
              <ul className="mt-2 list-none space-y-1 p-0">
                {cards
                  .filter((card) => card.lesson === lesson)
                  .map((card) => (
                    <li key={card.number}>
                      {fillTemplate(text.keyLine, {
                        number: card.number,
                        name: card.name,
                        side: text[card.side],
                      })}
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <ol className="mt-12 grid list-none gap-6 p-0 sm:grid-cols-2 print:grid-cols-1">
        {cards.map((card) => (
          <li
            key={card.number}
            id={`card-${card.number}`}
            className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card py-4 sm:p-4 print:break-before-page"
          >
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              {lessonTag(card.lesson)}
            </p>
            <h2 className="text-xl font-semibold">
              {fillTemplate(text.cardHeading, { number: card.number, total: cards.length })}
            </h2>
            {/* 18rem on screen, so the drawing's words show at 11 px or more; 7 cm on paper, 8 pt or more. */}
            <div
              className="w-full max-w-[18rem] print:max-w-[7cm]"
              dangerouslySetInnerHTML={{ __html: card.svg }}
            />
            <p className="max-w-sm text-center font-semibold">{text.question}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
