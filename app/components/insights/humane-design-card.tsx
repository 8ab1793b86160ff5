import { Icon as SpriteIcon } from "#app/components/icon.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { Card } from "#app/content/schemas.ts";

/** The "what good looks like" card set against the techniques: accent band, checklist of qualities. */
export function HumaneDesignCard({
  card,
  headingLevel: Heading = "h3",
}: {
  card: Card;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <div className="rounded-xl border border-primary/25 bg-accent/50 p-6 sm:p-8 md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10">
      <div>
        {card.icon ? (
          <span className="flex size-12 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <Icon name={card.icon} className="size-6" />
          </span>
        ) : null}
        <Heading className="mt-4 text-2xl font-semibold sm:text-3xl">{card.title}</Heading>
        <p className="mt-3 max-w-[60ch] text-muted-foreground">{card.body}</p>
      </div>
      {card.items?.length ? (
        <ul className="mt-6 flex list-none flex-col gap-3 p-0 md:mt-0 md:self-center">
          {card.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-md bg-card/80 px-4 py-3">
              <SpriteIcon name="check" className="mt-1 size-5 shrink-0 text-primary" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
