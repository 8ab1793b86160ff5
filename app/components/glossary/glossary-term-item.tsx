import { Icon } from "~/components/icon";
import type { GlossaryTerm } from "~/content/schemas";
import { cn } from "~/lib/utils";
import { HighlightedText } from "./highlighted-text";

/**
 * One glossary entry. The term is a disclosure button (aria-expanded, aria-controls) that
 * shows or hides its example; the definition is always visible. The list item carries the
 * term's anchor id, so /glossary#variable-rewards lands here.
 */
export function GlossaryTermItem({
  term,
  query,
  open,
  onToggle,
  exampleLabel,
}: {
  term: GlossaryTerm;
  query: string;
  open: boolean;
  onToggle: (id: string) => void;
  exampleLabel: string;
}) {
  const panelId = `${term.id}-example`;
  return (
    <li id={term.id} className="rounded-lg border border-border bg-card text-card-foreground">
      <h2 className="text-xl font-semibold sm:text-2xl">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(term.id)}
          className="flex min-h-11 w-full cursor-pointer items-center justify-between gap-4 rounded-t-lg px-5 pt-5 pb-2 text-left text-balance hover:text-primary focus-visible:outline-offset-0 sm:px-6"
        >
          <span>
            <HighlightedText text={term.term} query={query} />
          </span>
          <span
            aria-hidden="true"
            className={cn(
              "flex size-9 shrink-0 items-center justify-center rounded-full border border-border text-primary transition-transform duration-200",
              open && "rotate-180 bg-accent",
            )}
          >
            <Icon name="chevron-down" className="size-5" />
          </span>
        </button>
      </h2>
      <p className="max-w-[65ch] px-5 pb-5 text-muted-foreground sm:px-6">
        <HighlightedText text={term.definition} query={query} />
      </p>
      <div
        id={panelId}
        hidden={!open}
        className="mx-5 mb-5 rounded-md border-l-4 border-primary bg-accent/60 px-4 py-3 sm:mx-6 sm:mb-6"
      >
        <p className="text-sm font-semibold tracking-wider text-primary uppercase">{exampleLabel}</p>
        <p className="mt-1 max-w-[65ch]">{term.example}</p>
      </div>
    </li>
  );
}
