import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { UpdatesPage } from "#app/content/pages/updates.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { updatesPagePath } from "#app/lib/updates-pages.ts";

/** Under the list of updates: which page this is, and the way to newer and older changes. Nothing on one page. */
export function UpdatesPages({
  page,
  pages,
  text,
}: {
  page: number;
  pages: number;
  text: UpdatesPage["pages"];
}) {
  if (pages === 1) return null;
  return (
    <nav aria-label={text.label} className="mt-10 border-t border-border pt-6">
      <p className="text-muted-foreground">{fillTemplate(text.position, { page, pages })}</p>
      {/* Newer on the left, older on the right, as the list runs; an empty cell keeps each on its side. */}
      <div className="mt-2 flex justify-between gap-4">
        {page > 1 ? (
          <Link
            to={updatesPagePath(page - 1)}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold"
          >
            <Icon name="arrow-left" className="size-4" />
            {text.newer}
          </Link>
        ) : (
          <span />
        )}
        {page < pages ? (
          <Link
            to={updatesPagePath(page + 1)}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold"
          >
            {text.older}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
