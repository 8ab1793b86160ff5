import type { Card } from "~/content/schemas";
import { CardGrid } from "./card-grid";
import { ContentCard } from "./content-card";

/** The most common section body on the site: a responsive grid of content cards. */
export function ContentCardGrid({ cards, columns = 3 }: { cards: Card[]; columns?: 2 | 3 | 4 }) {
  return (
    <CardGrid columns={columns}>
      {cards.map((card) => (
        <li key={card.title}>
          <ContentCard card={card} />
        </li>
      ))}
    </CardGrid>
  );
}
