import { cn } from "~/lib/utils";
import type { Card } from "~/content/schemas";
import { CardGrid } from "./card-grid";
import { ContentCard } from "./content-card";
import { usePageFamily } from "./page-family";

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
