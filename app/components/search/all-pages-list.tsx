import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { SearchPage } from "#app/content/pages/search.ts";

export type ListedPage = { url: string; title: string; type: "page" | "pattern" | "article" };

/**
 * Every page of the site, grouped: the way to find things without search (and the no-JS fallback). Links
 * only, so React leaves the pre-rendered list alone (StaticPart).
 */
export function AllPagesList({ copy, pages }: { copy: SearchPage; pages: ListedPage[] }) {
  const groups = (["page", "pattern", "article"] as const).map((type) => ({
    type,
    title: copy.groups[type],
    pages: pages.filter((page) => page.type === type),
  }));
  return (
    <section aria-labelledby="all-pages" className="flex flex-col gap-6">
      <h2 id="all-pages" className="text-2xl font-semibold tracking-tight">
        {copy.allPagesTitle}
      </h2>
      <StaticPart className="grid gap-8 sm:grid-cols-3">
        {groups.map((group) => (
          <div key={group.type}>
            <h3 className="mb-2 text-lg font-semibold">{group.title}</h3>
            <ul className="flex flex-col gap-1.5">
              {group.pages.map((page) => (
                <li key={page.url}>
                  <Link to={page.url}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </StaticPart>
    </section>
  );
}
