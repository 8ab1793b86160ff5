import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { searchPage as copy } from "#app/content/pages/search.ts";
import { useSiteSearch } from "#app/hooks/use-site-search.ts";
import { normalizeQuery } from "#app/lib/search-query.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { SearchHitBody } from "./search-hit-body.tsx";
import { SearchNote, searchNoteFor } from "./search-note.tsx";
import { SearchSuggestions } from "./search-suggestions.tsx";

/**
 * The search dialog: a native modal <dialog> (focus trapped, the page inert, Escape handled by the
 * browser) holding a combobox and its listbox (WAI-ARIA APG "combobox with listbox popup"). Focus
 * stays in the field; ↑/↓ move the active option, Enter opens it. Loaded on first use (ADR 010).
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const statusId = useId();
  const trimmed = normalizeQuery(query);
  const { status, hits } = useSiteSearch(trimmed, open, 8);
  const expanded = hits.length > 0;
  const activeIndex = Math.min(active, hits.length - 1);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first focusable element (the close button); the field is where to type.
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const note = searchNoteFor(copy.notes, trimmed);

  const choose = (url: string) => {
    onClose();
    void navigate(url);
  };

  const message =
    trimmed === ""
      ? copy.prompt
      : status === "failed"
        ? copy.failed
        : status !== "ready"
          ? copy.loading
          : hits.length === 0
            ? fillTemplate(copy.noResultsDialog, { query: trimmed })
            : fillTemplate(hits.length === 1 ? copy.oneResult : copy.resultCount, {
                count: String(hits.length),
                query: trimmed,
              });

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={inputId + "-label"}
      className="search-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className="flex max-h-full flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <label id={inputId + "-label"} htmlFor={inputId} className="font-semibold">
            {copy.label}
          </label>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-accent"
          >
            <Icon name="x" className="size-5" />
            <span className="sr-only">Close search</span>
          </button>
        </div>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? `${listId}-${activeIndex}` : undefined}
          aria-describedby={statusId}
          autoComplete="off"
          spellCheck={false}
          maxLength={1000}
          placeholder={copy.placeholder}
          value={query}
          className="flex min-h-11 w-full rounded-md border border-input bg-card px-3.5 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none"
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              if (!expanded) return;
              const step = event.key === "ArrowDown" ? 1 : -1;
              setActive((activeIndex + step + hits.length) % hits.length);
            } else if (event.key === "Enter") {
              event.preventDefault();
              const hit = hits[activeIndex];
              if (hit) choose(hit.url);
              else if (trimmed) choose(`/search?q=${encodeURIComponent(trimmed)}`);
            }
          }}
        />
        <p id={statusId} role="status" className="text-sm text-muted-foreground">
          {message}
        </p>
        {note ? <SearchNote note={note} onNavigate={onClose} className="text-sm" /> : null}
        <ul id={listId} role="listbox" aria-label={copy.meta.title} className="-mx-1 overflow-y-auto px-1">
          {hits.map((hit, index) => (
            <li
              key={hit.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className="cursor-pointer rounded-md border border-transparent p-3 aria-selected:border-primary aria-selected:bg-accent/60"
              onMouseMove={() => index !== activeIndex && setActive(index)}
              onClick={() => choose(hit.url)}
              ref={(element) => {
                if (index === activeIndex) element?.scrollIntoView({ block: "nearest" });
              }}
            >
              <SearchHitBody hit={hit} />
            </li>
          ))}
        </ul>
        {status === "ready" && trimmed !== "" && hits.length === 0 ? (
          <SearchSuggestions
            suggestions={copy.noResultsSuggestions}
            onNavigate={onClose}
            className="text-sm"
          />
        ) : null}
        <p className="hidden text-xs text-muted-foreground sm:block">{copy.dialogHelp}</p>
        {trimmed ? (
          <Link to={`/search?q=${encodeURIComponent(trimmed)}`} onClick={onClose} className="text-sm">
            {copy.allResults}
          </Link>
        ) : null}
      </div>
    </dialog>
  );
}
