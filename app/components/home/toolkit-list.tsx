import { Link } from "react-router";
import { Icon } from "~/components/icon";
import type { HomePage } from "~/content/pages/home";

/**
 * The four toolkit entries. They are parallel, so they share a grid, but each is a rule, an icon and a
 * link rather than a bordered card: the whole home page reads as one front page, not a stack of boxes.
 */
export function ToolkitList({ cards }: { cards: HomePage["toolkit"]["cards"] }) {
  return (
    <ul className="grid list-none gap-x-8 gap-y-6 p-0 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col border-t border-border pt-4">
          {card.icon ? (
            <span className="flex size-10 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon name={card.icon} className="size-5" />
            </span>
          ) : null}
          <h3 className="mt-3 text-xl font-semibold">{card.title}</h3>
          <p className="mt-2 text-muted-foreground">{card.body}</p>
          <p className="mt-auto pt-2">
            <Link
              to={card.link.href}
              className="group inline-flex min-h-11 items-center gap-1.5 font-semibold"
            >
              {card.link.label}
              <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
