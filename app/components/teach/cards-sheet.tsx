import type { TeachPage } from "#app/content/pages/teach.ts";
import { Link } from "#app/components/ui/link.tsx";
import type { CardKeySet, CardSetEntry } from "#app/data/teach-pack.ts";
import { fillTemplate } from "#app/lib/template.ts";

/**
 * The picture cards' page, for the teacher: how to use the cards, a link to each set's page
 * (CardSetSheet), where the cards are printed one to a sheet, and the key to every card.
 */
export function CardsSheet({
  cardKey,
  sets,
  text,
}: {
  cardKey: CardKeySet[];
  sets: (CardSetEntry & { href: string })[];
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
      {/* Links to follow, not to print: on paper the key comes straight after the advice. */}
      <section aria-labelledby="cards-sets" className="print-hidden mt-10 max-w-[65ch]">
        <h2 id="cards-sets" className="text-2xl font-semibold">
          {text.setsTitle}
        </h2>
        <p className="mt-2 text-muted-foreground">{text.setsLead}</p>
        <ul className="mt-3 list-none space-y-1 p-0">
          {sets.map((set) => (
            <li key={set.id}>
              <Link
                to={set.href}
                className="inline-flex min-h-11 items-center font-semibold underline decoration-1 underline-offset-2 hover:decoration-2"
              >
                {fillTemplate(text.setLink, { tag: set.tag, first: set.first, last: set.last })}
              </Link>
            </li>
          ))}
        </ul>
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
    </div>
  );
}
