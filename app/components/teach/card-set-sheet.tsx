import type { TeachPage } from "#app/content/pages/teach.ts";
import type { CardItem } from "#app/data/teach-pack.ts";
import { fillTemplate } from "#app/lib/template.ts";

export type CardSetSheetItem = Pick<CardItem, "number" | "tag"> & {
  /** The drawing as SVG markup (ADR 008), without its numbered marks. */
  svg: string;
};

/**
 * A set of picture cards, one card to a printed page, each a drawing and the same question, so nothing
 * on a card but the drawing tells its side. Numbered in the whole pack, as the key numbers them.
 */
export function CardSetSheet({
  cards,
  total,
  text,
}: {
  cards: CardSetSheetItem[];
  total: number;
  text: TeachPage["cards"];
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 print:p-0 print:pt-4">
      <ol className="grid list-none gap-6 p-0 sm:grid-cols-2 print:grid-cols-1">
        {cards.map((card) => (
          <li
            key={card.number}
            id={`card-${card.number}`}
            className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card py-4 sm:p-4 print:break-before-page"
          >
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{card.tag}</p>
            <h2 className="text-xl font-semibold">
              {fillTemplate(text.cardHeading, { number: card.number, total })}
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
