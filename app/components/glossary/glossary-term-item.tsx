import type { ReactNode } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { GlossaryTerm } from "#app/content/schemas.ts";
import { HighlightedText } from "./highlighted-text.tsx";

/**
 * One glossary entry, a native disclosure: the term (with its definition, always visible) is
 * the <summary>, the example opens below it. It works before and without JavaScript; the
 * shared `name` makes the browser keep one example open at a time, and the list item carries
 * the term's anchor id, so /glossary#variable-rewards lands here.
 */
export function GlossaryTermItem({
  term,
  query,
  open,
  onToggle,
  exampleLabel,
  patternLinkLabel,
  shareLink,
}: {
  term: GlossaryTerm;
  query: string;
  open: boolean;
  onToggle: (id: string, open: boolean) => void;
  exampleLabel: string;
  /** The link text to the term's page in the pattern library, shown when it has one. */
  patternLinkLabel: string;
  /** The term's copy-link control (GlossaryCopyLink), shown at the foot of the open panel. */
  shareLink: ReactNode;
}) {
  const termId = `${term.id}-term`;
  return (
    <li id={term.id} className="rounded-lg border border-border bg-card text-card-foreground">
      <details
        name="glossary-example"
        open={open}
        onToggle={(event) => onToggle(term.id, event.currentTarget.open)}
        className="group"
      >
        {/* Named by its content, the term and then its definition: a name that holds all of the visible
            text, so a voice command saying what a visitor sees finds it (WCAG 2.5.3, Label in Name). */}
        <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-lg px-5 pt-5 pb-5 focus-visible:outline-offset-0 sm:px-6 [&::-webkit-details-marker]:hidden">
          <h2
            id={termId}
            className="self-center text-xl font-semibold text-balance group-hover:text-primary sm:text-2xl"
          >
            <HighlightedText text={term.term} query={query} />
          </h2>
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center self-center rounded-full border border-border text-primary transition-transform duration-200 group-open:rotate-180 group-open:bg-accent motion-reduce:transition-none"
          >
            <Icon name="chevron-down" className="size-5" />
          </span>
          <span className="col-span-2 block max-w-[65ch] text-muted-foreground">
            <HighlightedText text={term.definition} query={query} />
          </span>
        </summary>
        <div className="mx-5 mb-5 rounded-md border-l-4 border-primary bg-accent/60 px-4 py-3 sm:mx-6 sm:mb-6">
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">{exampleLabel}</p>
          <p className="mt-1 max-w-[65ch]">{term.example}</p>
          {term.patternPage ? (
            <p className="mt-2">
              <Link to={term.patternPage} className="inline-flex min-h-11 items-center gap-1.5 font-semibold">
                {patternLinkLabel}
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </p>
          ) : null}
          {/* In the panel, not the <summary>: interactive content inside a summary is invalid HTML. */}
          <p className="mt-3">{shareLink}</p>
        </div>
      </details>
    </li>
  );
}
