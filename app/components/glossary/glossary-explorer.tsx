import { useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { GlossaryTerm } from "#app/content/schemas.ts";
import type { GlossaryPage } from "#app/content/pages/glossary.ts";
import { useGlossarySearch } from "#app/hooks/use-glossary-search.ts";
import { normalizeQuery } from "#app/lib/glossary-search.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { GlossaryCopyLink } from "./glossary-copy-link.tsx";
import { GlossaryIndex } from "./glossary-index.tsx";
import { GlossaryPhoneIndex } from "./glossary-phone-index.tsx";
import { GlossarySearchField } from "./glossary-search-field.tsx";
import { GlossaryTermItem } from "./glossary-term-item.tsx";

type GlossaryText = Pick<
  GlossaryPage,
  | "searchLabel"
  | "searchPlaceholder"
  | "noResults"
  | "resultCount"
  | "clearSearch"
  | "exampleLabel"
  | "patternLinkLabel"
  | "libraryLinkLabel"
  | "indexTitle"
  | "phoneIndexLabel"
  | "copyLinkLabel"
  | "copyLinkName"
  | "linkCopied"
  | "linkCopyFailed"
  | "permalinkLabel"
>;

/** Search box, result status and the list of terms, one example open at a time. */
export function GlossaryExplorer({ terms, text }: { terms: readonly GlossaryTerm[]; text: GlossaryText }) {
  const { query, setQuery, results, openId, toggle, open, total } = useGlossarySearch(terms);
  const inputRef = useRef<HTMLInputElement>(null);
  const searching = normalizeQuery(query) !== "";

  function clear() {
    setQuery("");
    inputRef.current?.focus();
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,48rem)_15rem] lg:justify-between">
      <div className="min-w-0">
        <GlossarySearchField
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={query}
          onChange={setQuery}
          inputRef={inputRef}
        />
        <p role="status" className="mt-3 min-h-[1.6em] break-words text-muted-foreground">
          {searching
            ? results.length > 0
              ? fillTemplate(text.resultCount, { count: results.length, total })
              : fillTemplate(text.noResults, { query })
            : null}
        </p>
        {searching && results.length === 0 ? (
          <Button type="button" variant="outline" className="mt-4" onClick={clear}>
            {text.clearSearch}
          </Button>
        ) : null}
        <GlossaryPhoneIndex
          title={text.indexTitle}
          label={text.phoneIndexLabel}
          terms={results}
          onSelect={open}
        />
        {results.length > 0 ? (
          <ul className="mt-4 flex list-none flex-col gap-4 p-0">
            {results.map((term) => (
              <GlossaryTermItem
                key={term.id}
                term={term}
                query={query}
                open={openId === term.id}
                onToggle={toggle}
                exampleLabel={text.exampleLabel}
                patternLinkLabel={
                  term.patternPage === "/patterns"
                    ? text.libraryLinkLabel
                    : fillTemplate(text.patternLinkLabel, { term: term.term })
                }
                shareLink={
                  <GlossaryCopyLink
                    id={term.id}
                    url={absoluteUrl(`/glossary#${term.id}`)}
                    label={text.copyLinkLabel}
                    name={fillTemplate(text.copyLinkName, { term: term.term })}
                    copiedText={text.linkCopied}
                    failedText={text.linkCopyFailed}
                    permalinkLabel={text.permalinkLabel}
                  />
                }
              />
            ))}
          </ul>
        ) : null}
      </div>
      <aside className="hidden lg:block">
        <div className="sticky top-[calc(var(--header-height)+1.5rem)]">
          <GlossaryIndex title={text.indexTitle} terms={results} onSelect={open} />
        </div>
      </aside>
    </div>
  );
}
