import { cn } from "#app/lib/utils.ts";
import type { Card } from "#app/content/schemas.ts";
import { CardGrid } from "./card-grid.tsx";
import { ContentCard } from "./content-card.tsx";
import { usePageFamily } from "./page-family.tsx";

/**
 * The most common section body on the site: a responsive grid of content cards. On organisation pages the
 * items are ruled, not boxed, and sit two abreast beside the section's side heading; `ruled` asks for
 * ruled items elsewhere too (the home page).
 */
export function ContentCardGrid({
  cards,
  columns = 3,
  ruled: ruledProp,
}: {
  cards: Card[];
  columns?: 2 | 3 | 4;
  ruled?: boolean;
}) {
  const organisation = usePageFamily() === "organisation";
  const ruled = ruledProp ?? organisation;
  return (
    <CardGrid columns={organisation ? 2 : columns} className={cn(ruled && "gap-10!")} hydrate={false}>
      {cards.map((card) => (
        <li key={card.title}>
          <ContentCard card={card} ruled={ruled} />
        </li>
      ))}
    </CardGrid>
  );
}
