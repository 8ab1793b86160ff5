import type { TeachPage } from "#app/content/pages/teach.ts";
import type { CardItem, CardKeySet } from "#app/data/teach-pack.ts";
import { fillTemplate } from "#app/lib/template.ts";

export type CardsSheetItem = Pick<CardItem, "number" | "tag"> & {
  /** The drawing as SVG markup (ADR 008), without its numbered marks. */
  svg: string;
};

/**
 * The picture cards: the teacher's pages (how to use them, then the key), then one card to a printed
 * page, each a drawing and the same question, so nothing on a card but the drawing tells its side.
 */
export function CardsSheet({
  cards,
  cardKey,
  text,
}: {
  cards: CardsSheetItem[];
  cardKey: CardKeySet[];
  text: TeachPage["cards"];
}) {
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
      {/* On paper the key starts a page: it lists the whole library, too long to share the advice's page. */}
      <section aria-labelledby="cards-key" className="mt-10 print:mt-0 print:break-before-page">
        <h2 id="cards-key" className="text-2xl font-semibold">
          {text.keyTitle}
        </h2>
        <p className="mt-2 max-w-[65ch] text-muted-foreground">{text.keyLead}</p>
        {/* A line per pattern and two sets to a row, small type on paper, so the whole library's key fits
            its page on US Letter too. (Only classes the site already has: the blocking stylesheet has no
            room to spare.) */}
        <div className="mt-4 grid gap-6 sm:grid-cols-2 print:text-[9pt]">
          {cardKey.map((set) => (
            <div key={set.tag}>
              <h3 className="font-semibold">{set.tag}</h3>
              <ul className="mt-2 list-none space-y-1 p-0">
                {set.rows.map((row) => (
                  <li key={row.slug}>
                    {fillTemplate(text.keyLine, { name: row.name, harmful: row.harmful, humane: row.humane })}
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
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{card.tag}</p>
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
