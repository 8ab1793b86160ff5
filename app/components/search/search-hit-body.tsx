import type { SearchHit } from "#app/lib/search.ts";
import { MarkedText } from "./marked-text.tsx";

/** A result's title, type and excerpt, shared by the dialog's options and the /search page's links. */
export function SearchHitBody({ hit }: { hit: SearchHit }) {
  return (
    <>
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-foreground">
          <MarkedText segments={hit.title} />
        </span>
        <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
          {hit.typeLabel}
        </span>
      </span>
      {/* Two lines, so several results fit on the first screen; the page has the rest. */}
      <span className="mt-1 line-clamp-2 text-sm text-muted-foreground">
        <MarkedText segments={hit.excerpt} />
      </span>
    </>
  );
}
