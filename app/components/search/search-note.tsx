import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { SearchPage } from "#app/content/pages/search.ts";
import { normalizeQuery } from "#app/lib/search-query.ts";
import { cn } from "#app/lib/utils.ts";

/** The note for a query that sounds like the site's subject but is not, if it is one. */
export function searchNoteFor(
  notes: SearchPage["notes"],
  query: string,
): SearchPage["notes"][number] | undefined {
  const normalized = normalizeQuery(query).toLowerCase();
  return notes.find((note) => note.queries.includes(normalized));
}

/** A short answer above the results: "dark mode" is not a dark pattern. */
export function SearchNote({
  note,
  onNavigate,
  className,
}: {
  note: SearchPage["notes"][number];
  onNavigate?: () => void;
  className?: string;
}) {
  return (
    <div className={cn("flex gap-3 rounded-md border-l-4 border-primary bg-accent/60 px-4 py-3", className)}>
      <Icon name="info" className="mt-1 size-4.5 shrink-0 text-primary" />
      <div className="flex flex-col gap-1">
        <p>{note.text}</p>
        <p>
          <Link
            to={note.link.href}
            onClick={onNavigate}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold"
          >
            {note.link.label}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </p>
      </div>
    </div>
  );
}
