import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { Card, CardDescription, CardTitle } from "#app/components/ui/card.tsx";
import type { Card as CardContent } from "#app/content/schemas.ts";
import { externalLinkProps, isExternal } from "#app/lib/links.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * Icon, title, body, optional bullet list and link: the one card used across the site. `ruled` drops the
 * box for a rule above, for items that read as a list rather than as things to pick between.
 */
export function ContentCard({
  card,
  headingLevel: Heading = "h3",
  ruled = false,
  className,
}: {
  card: CardContent;
  headingLevel?: "h2" | "h3";
  ruled?: boolean;
  className?: string;
}) {
  // clsx does not merge utilities (lib/utils.ts), so the ruled look is its own element, not a Card override.
  const Wrapper = ruled ? "div" : Card;
  return (
    <Wrapper
      className={cn("h-full", ruled && "flex flex-col gap-3 border-t-2 border-primary pt-5", className)}
    >
      {card.icon ? (
        <span
          className={
            ruled
              ? "flex text-primary"
              : "flex size-11 items-center justify-center rounded-md bg-accent text-accent-foreground"
          }
        >
          <Icon name={card.icon} className="size-5.5" />
        </span>
      ) : null}
      <CardTitle asHeading={Heading}>{card.title}</CardTitle>
      <CardDescription>{card.body}</CardDescription>
      {card.items?.length ? (
        <ul className="mt-1 flex list-disc flex-col gap-1.5 pl-5 text-[0.9375rem] marker:text-primary">
          {card.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {card.link ? (
        <p className="mt-auto pt-2">
          {isExternal(card.link.href) ? (
            <a
              href={card.link.href}
              {...externalLinkProps}
              className="inline-flex items-center gap-1.5 font-semibold"
            >
              {card.link.label} <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : card.link.href.startsWith("mailto:") ? (
            <a href={card.link.href} className="font-semibold">
              {card.link.label}
            </a>
          ) : (
            <Link to={card.link.href} className="group inline-flex items-center gap-1.5 font-semibold">
              {card.link.label}
              <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          )}
        </p>
      ) : null}
    </Wrapper>
  );
}
