import { useId } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { SearchPage } from "#app/content/pages/search.ts";
import { useSiteSearch } from "#app/hooks/use-site-search.ts";
import { normalizeQuery } from "#app/lib/search-query.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { SearchHitBody } from "./search-hit-body.tsx";
import { SearchNote, searchNoteFor } from "./search-note.tsx";
import { SearchSuggestions } from "./search-suggestions.tsx";

/**
 * The form and results of /search. The form is a plain GET form, so the query is in the address with
 * or without scripts; with them, results follow each keystroke and the address is replaced, not pushed.
 * Before hydration (and without JavaScript) `hydrated` is false and the page says search needs it.
 */
export function SearchResultsPage({
  copy,
  query,
  hydrated,
  onQueryChange,
}: {
  copy: SearchPage;
  query: string;
  hydrated: boolean;
  onQueryChange: (query: string) => void;
}) {
  const inputId = useId();
  const statusId = useId();
  const trimmed = normalizeQuery(query);
  const { status, hits } = useSiteSearch(trimmed, hydrated && trimmed !== "", 50);
  const note = hydrated ? searchNoteFor(copy.notes, trimmed) : undefined;
  const message = !hydrated
    ? copy.needsScript
    : trimmed === ""
      ? copy.prompt
      : status === "failed"
        ? copy.failed
        : status !== "ready"
          ? copy.loading
          : hits.length === 0
            ? fillTemplate(copy.noResults, { query: trimmed })
            : fillTemplate(hits.length === 1 ? copy.oneResult : copy.resultCount, {
                count: String(hits.length),
                query: trimmed,
              });

  return (
    <div className="flex max-w-3xl flex-col gap-3 sm:gap-6">
      <form
        role="search"
        method="get"
        action="/search"
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onQueryChange(query);
        }}
      >
        {/* On a phone the h1 above already says it; the label stays for screen readers. */}
        <label htmlFor={inputId} className="sr-only font-medium sm:not-sr-only">
          {copy.label}
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            type="search"
            name="q"
            value={query}
            placeholder={copy.placeholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={1000}
            aria-describedby={statusId}
            onChange={(event) => onQueryChange(event.target.value)}
          />
          <Button type="submit">{copy.submit}</Button>
        </div>
      </form>
      {/* Room for the longest message (the pre-rendered one, two lines on a phone), so the page does not move when it changes. */}
      <p id={statusId} role="status" className="min-h-[2lh] text-muted-foreground">
        {message}
      </p>
      {note ? <SearchNote note={note} /> : null}
      {hits.length > 0 ? (
        <ol className="flex flex-col gap-2" aria-label={copy.meta.title}>
          {hits.map((hit) => (
            <li key={hit.id}>
              <Link
                to={hit.url}
                className="block rounded-md border border-border bg-card p-3 no-underline hover:border-primary sm:p-4"
              >
                <SearchHitBody hit={hit} />
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
      {hydrated && status === "ready" && trimmed !== "" && hits.length === 0 ? (
        <SearchSuggestions suggestions={copy.noResultsSuggestions} />
      ) : null}
    </div>
  );
}
