import { Link } from "#app/components/ui/link.tsx";
import type { SearchPage } from "#app/content/pages/search.ts";
import { cn } from "#app/lib/utils.ts";

/** Where to go when a search finds nothing: the pattern library and the glossary, as plain links. */
export function SearchSuggestions({
  suggestions,
  onNavigate,
  className,
}: {
  suggestions: SearchPage["noResultsSuggestions"];
  /** The dialog closes itself when one is followed. */
  onNavigate?: () => void;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <p className="text-muted-foreground">{suggestions.lead}</p>
      <ul className="flex flex-col">
        {suggestions.links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              onClick={onNavigate}
              className="inline-flex min-h-11 items-center font-semibold"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
